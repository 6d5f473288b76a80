import { scorePassword, strengthLabel, strengthPercent, type StrengthLabel } from '@cadence/shared';
import { cx } from './class-names';

const barColours: Record<StrengthLabel, string> = {
  'Very Weak': 'bg-red-600',
  Weak: 'bg-orange-500',
  Medium: 'bg-amber-500',
  Strong: 'bg-lime-600',
  'Very Strong': 'bg-emerald-600',
};

const textColours: Record<StrengthLabel, string> = {
  'Very Weak': 'text-red-700 dark:text-red-300',
  Weak: 'text-orange-700 dark:text-orange-300',
  Medium: 'text-amber-700 dark:text-amber-300',
  Strong: 'text-lime-700 dark:text-lime-300',
  'Very Strong': 'text-emerald-700 dark:text-emerald-300',
};

/** docs/product/accounts.md "Password rules": score 0-5, bar width score/5, a label per level. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const score = scorePassword(password);
  const label = strengthLabel(score);
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={label}
      >
        <div className={cx('h-full rounded-full transition-all duration-300', barColours[label])} style={{ width: `${strengthPercent(score)}%` }} />
      </div>
      <p className={cx('text-xs font-medium', textColours[label])}>
        Password strength: <span>{label}</span>
      </p>
    </div>
  );
}
