import { Spinner } from './spinner';

/** A centred spinner with a visible sentence, for whole screens that are still loading. */
export function PageLoader({ title, detail }: { title?: string; detail?: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 text-center text-slate-600 dark:text-slate-300">
      <Spinner size="lg" decorative className="text-indigo-600 dark:text-indigo-400" />
      {title ? <p className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</p> : <span className="sr-only">Loading</span>}
      {detail ? <p className="text-sm">{detail}</p> : null}
    </div>
  );
}
