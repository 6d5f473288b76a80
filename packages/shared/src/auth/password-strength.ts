// docs/product/accounts.md "Password rules": one point each for length, upper, lower, digit and special character.
// A password is compared in Unicode NFKC form and measured in code points, on every path that sets or
// checks one (issue 6): the composed and decomposed spellings of a password are the same password, and
// an emoji counts as one character, as a person counts it.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_MAX_SCORE = 5;

export type StrengthLabel = 'Very Weak' | 'Weak' | 'Medium' | 'Strong' | 'Very Strong';

/** The one form a password is hashed and verified in. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Length in code points of the normalized password. */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of normalizePassword(password)) count++;
  return count;
}

const RULES: ReadonlyArray<(password: string) => boolean> = [
  (password) => passwordLength(password) >= PASSWORD_MIN_LENGTH,
  (password) => /\p{Lu}/u.test(password),
  (password) => /\p{Ll}/u.test(password),
  (password) => /\p{Nd}/u.test(password),
  (password) => /[^\p{L}\p{N}]/u.test(password),
];

export function scorePassword(password: string): number {
  const normalized = normalizePassword(password);
  return RULES.filter((rule) => rule(normalized)).length;
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
