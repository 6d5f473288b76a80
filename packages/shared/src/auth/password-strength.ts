// spec part 1 §5: one point each for length, upper, lower, digit and special character.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_MAX_SCORE = 5;

export type StrengthLabel = 'Very Weak' | 'Weak' | 'Medium' | 'Strong' | 'Very Strong';

const RULES: ReadonlyArray<(password: string) => boolean> = [
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  (password) => /[A-Z]/.test(password),
  (password) => /[a-z]/.test(password),
  (password) => /[0-9]/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

export function scorePassword(password: string): number {
  return RULES.filter((rule) => rule(password)).length;
}

export function strengthLabel(score: number): StrengthLabel {
  if (score <= 1) return 'Very Weak';
  if (score === 2) return 'Weak';
  if (score === 3) return 'Medium';
  if (score === 4) return 'Strong';
  return 'Very Strong';
}

/** Width of the strength bar as a percentage (spec: score / 5). */
export function strengthPercent(score: number): number {
  return (Math.max(0, Math.min(PASSWORD_MAX_SCORE, score)) / PASSWORD_MAX_SCORE) * 100;
}

export function isStrongEnough(password: string): boolean {
  return scorePassword(password) >= PASSWORD_MIN_SCORE;
}
