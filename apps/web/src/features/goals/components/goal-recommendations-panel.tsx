import { Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';

/**
 * The AI recommendations panel (docs/product/goals.md "AI recommendations"). `content` is the AI feature, composed in app/
 * (docs/product/ai.md "Goal suggestions"); without it the panel shows the upgrade prompt for the
 * 'recommendations' feature, so 'AI Recommend' and 'Get AI Goal Recommendations' are never dead
 * controls (docs/product/goals.md "AI recommendations").
 */
export function GoalRecommendationsPanel({ id, onClose, focusOnOpen, content }: { id: string; onClose: () => void; focusOnOpen: boolean; content?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold text-slate-900 outline-none dark:text-white">
        <Sparkles aria-hidden="true" className="h-4 w-4 text-violet-600 dark:text-violet-300" />
        AI Goal Recommendations
      </h2>
      {content ?? <UpgradePrompt feature="recommendations" onClose={onClose} />}
    </section>
  );
}
