import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { setThemePreference, useThemePreference, type ThemePreference } from '../../lib/theme';
import { cx } from './class-names';

const OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; icon: LucideIcon }> = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/**
 * Light / Dark / System (issue 7 §4). Native radios in a radiogroup named "Theme": Tab reaches the
 * chosen one, the arrow keys choose another, as with any radio group.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const preference = useThemePreference();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className={cx('inline-flex shrink-0 items-center gap-0.5 rounded-full border border-slate-200 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900', className)}
    >
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <label key={value} title={label} className="relative flex cursor-pointer">
          <input
            type="radio"
            name={name}
            value={value}
            aria-label={label}
            checked={preference === value}
            onChange={() => setThemePreference(value)}
            className="peer absolute inset-0 cursor-pointer appearance-none rounded-full"
          />
          <span
            aria-hidden="true"
            className={cx(
              'flex h-8 w-8 items-center justify-center rounded-full text-slate-600 transition-colors peer-hover:text-slate-900 dark:text-slate-300 dark:peer-hover:text-white',
              'peer-checked:bg-indigo-600 peer-checked:text-white peer-checked:peer-hover:text-white dark:peer-checked:peer-hover:text-white',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-white dark:peer-focus-visible:ring-indigo-400 dark:peer-focus-visible:ring-offset-slate-950',
            )}
          >
            <Icon className="h-4 w-4" />
          </span>
        </label>
      ))}
    </div>
  );
}
