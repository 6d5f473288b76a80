import { cx } from './class-names';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Hidden from assistive technology when the surrounding text already says what is happening. */
  decorative?: boolean;
  label?: string;
  className?: string;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' };

export function Spinner({ size = 'md', decorative = false, label = 'Loading', className }: SpinnerProps) {
  return (
    <span
      className={cx('inline-block shrink-0 animate-spin rounded-full border-current border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]', sizes[size], className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    />
  );
}
