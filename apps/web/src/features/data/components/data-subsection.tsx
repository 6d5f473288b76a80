import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One part of 'Your data' (the export, the calendar feed): a framed region with its icon, title and intro. */
export function DataSubsection({ icon: Icon, title, intro, children }: { icon: LucideIcon; title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <Icon aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-400" />
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      {children}
    </section>
  );
}
