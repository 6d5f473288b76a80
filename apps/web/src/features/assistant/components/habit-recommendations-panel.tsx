import { AI_MESSAGES, FALLBACK_HABIT_SUGGESTIONS, type ParsedHabitSuggestion, parseHabitSuggestion } from '@cadence/shared';
import { Plus, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import { aiFailureOf } from '../api/ai-failure';
import { useAiAccess } from '../api/get-ai-status';
import { useRecommendHabits } from '../api/recommend-habits';
import { AiFailureNotice } from './ai-failure-notice';
import { EngineCredit } from './engine-credit';

export interface HabitRecommendationsPanelProps {
  /**
   * 'Add "{name}" to your habits': the habits page opens its create form filled with this (docs/product/ai.md "Habit suggestions":
   * when the text did not parse, `parsed` is false and the whole text is the title).
   */
  onAddHabit: (habit: ParsedHabitSuggestion) => void;
  onClose?: () => void;
  className?: string;
}

const FALLBACKS = FALLBACK_HABIT_SUGGESTIONS.map((text) => ({ text, habit: parseHabitSuggestion(text) }));

/**
 * The body of the habits page's AI panel (the page gives the frame and heading) (docs/product/ai.md "Habit
 * recommendations"): asks as soon as it opens, shows the loading text, then three suggestions each
 * with 'Add "{name}" to your habits'. On any error: the spec's message with Try Again, and the three
 * fallback suggestions. Without access, the 'recommendations' upgrade prompt instead of generating.
 */
export function HabitRecommendationsPanel({ onAddHabit, onClose, className }: HabitRecommendationsPanelProps) {
  const access = useAiAccess();
  const recommend = useRecommendHabits();
  const { mutate, isIdle } = recommend;
  const allowed = access.known && access.allowed;
  useEffect(() => {
    if (allowed && isIdle) mutate();
  }, [allowed, isIdle, mutate]);

  const failure = recommend.isError ? aiFailureOf(recommend.error) : null;
  const suggestions = recommend.data?.suggestions ?? (failure && failure.kind !== 'upgrade' ? FALLBACKS : null);

  return (
    <div className={className}>
      {access.checking ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <Spinner size="sm" decorative />
          Checking your AI access…
        </p>
      ) : (access.known && !access.allowed) || failure?.kind === 'upgrade' ? (
        <UpgradePrompt feature="recommendations" {...(onClose ? { onClose } : {})} />
      ) : suggestions ? (
        <div className="space-y-3">
          {failure ? <AiFailureNotice failure={failure} feature="recommendations" failedMessage={AI_MESSAGES.recommendationsFailed} onRetry={() => mutate()} /> : null}
          <ul className="space-y-3">
            {suggestions.map(({ text, habit }) => (
              <li key={text} className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
                <p className="font-medium text-slate-900 dark:text-white">{habit.title}</p>
                {habit.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{habit.description}</p> : null}
                <p className="mt-2 text-xs capitalize text-slate-600 dark:text-slate-400">
                  {[habit.frequency, habit.timeOfDay, habit.category].filter(Boolean).join(' · ')}
                </p>
                <Button variant="secondary" className="mt-2 px-3 py-1.5" icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={() => onAddHabit(habit)}>
                  {`Add "${habit.title}" to your habits`}
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {recommend.data ? <EngineCredit engine={recommend.data.engine.label} /> : <span />}
            <Button variant="ghost" icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />} loading={recommend.isPending} onClick={() => mutate()}>
              New suggestions
            </Button>
          </div>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <Spinner size="sm" decorative />
          Generating personalized habit recommendations...
        </p>
      )}
    </div>
  );
}
