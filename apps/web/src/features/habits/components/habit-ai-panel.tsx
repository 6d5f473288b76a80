import { Sparkles, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';

/**
 * 'AI Recommend' (docs/product/habits.md "Card", docs/product/ai.md "Access"): recommendations need AI access. `content` is the AI's panel,
 * composed in app/ (docs/product/ai.md "Habit recommendations"); without it the panel shows the upgrade
 * prompt for 'recommendations', so the button is never a dead control.
 */
export function HabitAiPanel({ id, onClose, content }: { id: string; onClose: () => void; content?: ReactNode }) {
  if (!content) {
    return (
      <div id={id}>
        <UpgradePrompt feature="recommendations" onClose={onClose} />
      </div>
    );
  }
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
          <Sparkles aria-hidden="true" className="h-4 w-4 text-violet-600 dark:text-violet-300" />
          AI Habit Recommendations
        </h2>
        <button
          type="button"
          aria-label="Close habit recommendations"
          onClick={onClose}
          className={cx('inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white', focusRing)}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {content}
    </section>
  );
}
