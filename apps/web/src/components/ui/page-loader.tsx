import { cx } from './class-names';
import { Spinner } from './spinner';

/**
 * A centred spinner with a visible sentence, for whole screens that are still loading. `fill`: a
 * screen tall, for a page's place in the shell, so the footer below is out of view until the page
 * arrives instead of being seen to move down (a layout shift, issue 19).
 */
export function PageLoader({ title, detail, fill = false }: { title?: string; detail?: string; fill?: boolean }) {
  return (
    <div role="status" className={cx('flex flex-col items-center justify-center gap-3 px-6 text-center text-slate-600 dark:text-slate-300', fill ? 'min-h-[100dvh]' : 'min-h-[60vh]')}>
      <Spinner size="lg" decorative className="text-indigo-600 dark:text-indigo-400" />
      {title ? <p className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</p> : <span className="sr-only">Loading</span>}
      {detail ? <p className="text-sm">{detail}</p> : null}
    </div>
  );
}
