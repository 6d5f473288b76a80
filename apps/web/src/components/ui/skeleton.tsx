import { cx } from './class-names';

/** A grey placeholder block for content that is still loading; decorative only. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none dark:bg-slate-800', className)} />;
}
