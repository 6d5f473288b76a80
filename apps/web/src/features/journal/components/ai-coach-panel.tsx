import type { JournalEntry } from '@cadence/shared';
import { Sparkles, X } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import { formatEntryMoment } from './journal-dates';

interface AiCoachPanelProps {
  id: string;
  /** The entry whose coaching was asked for, if any. */
  entry: JournalEntry | null;
  onClose: () => void;
  /** The coach itself, composed in app/ (docs/product/ai.md "Journal coach"); the upgrade prompt without it. */
  content?: ReactNode;
}

/**
 * A collapsible AI Journal Coach chat panel, blocked without AI access (docs/product/ai.md "Access"). Without
 * `content` the panel shows the upgrade prompt, so 'AI Coach' and
 * each entry's coaching action are never dead controls (docs/product/journal.md "AI coach").
 */
export const AiCoachPanel = forwardRef<HTMLHeadingElement, AiCoachPanelProps>(function AiCoachPanel({ id, entry, onClose, content }, headingRef) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-2xl border border-violet-200 bg-white p-4 shadow-sm sm:p-5 dark:border-violet-900/60 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300">
          <Sparkles aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none dark:text-white">
            AI Journal Coach
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
            {entry ? `Reflections and prompts about your entry from ${formatEntryMoment(entry.createdAt)}.` : 'Reflections on your entries and prompts to help you write.'}
          </p>
        </div>
        <button
          type="button"
          aria-label="Close the AI Journal Coach"
          onClick={onClose}
          className={cx('inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white', focusRing)}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {content ? <div className="-mx-4 mt-4 border-t border-slate-200 sm:-mx-5 dark:border-slate-800">{content}</div> : <UpgradePrompt feature="AI coaching" className="mt-4" />}
    </section>
  );
});
