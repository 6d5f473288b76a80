import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx, focusRing } from './class-names';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg';

export const buttonStyles: Record<Variant, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 dark:bg-indigo-600 dark:hover:bg-indigo-500 dark:text-white',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  // White text keeps 4.5:1 on red-600 and darker, in both themes (red-500 gave 3.8:1).
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-700',
};

const sizes: Record<Size, string> = {
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

export const buttonBase = cx(
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  focusRing,
);

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /** While true the button is disabled and shows `loadingLabel` instead of its children. */
  loading?: boolean;
  loadingLabel?: string;
  icon?: ReactNode;
}

export function Button({ variant = 'primary', size = 'md', loading = false, loadingLabel, icon, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={cx(buttonBase, buttonStyles[variant], sizes[size], className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="sm" decorative /> : icon}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
