import { AI_MESSAGES, FALLBACK_GOAL_SUGGESTIONS, type GoalSuggestion } from '@cadence/shared';
import { RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import { aiFailureOf } from '../api/ai-failure';
import { useAiAccess } from '../api/get-ai-status';
import { useSuggestGoals } from '../api/suggest-goals';
import { AiFailureNotice } from './ai-failure-notice';
import { EngineCredit } from './engine-credit';

export interface GoalRecommendationsPanelProps {
  /** 'Use this goal →': the goals page opens its create form filled with this. */
  onUseGoal: (suggestion: GoalSuggestion) => void;
  onClose?: () => void;
  className?: string;
}

/**
 * The body of the goals page's AI recommendations panel (the page gives the frame and heading) (docs/product/ai.md "Goal
 * suggestions"): 'Generate Recommendations', the loading text, three suggestions each with 'Use this
 * goal →', 'Generate new recommendations'; on failure the error with 'Try Again' and the three fixed
 * suggestions. Without access, the 'recommendations' upgrade prompt instead of generating.
 */
export function GoalRecommendationsPanel({ onUseGoal, onClose, className }: GoalRecommendationsPanelProps) {
  const access = useAiAccess();
  const suggest = useSuggestGoals();
  const generate = () => suggest.mutate();
  const failure = suggest.isError ? aiFailureOf(suggest.error) : null;
  const suggestions: readonly GoalSuggestion[] | null = suggest.data?.suggestions ?? (failure && failure.kind !== 'upgrade' ? FALLBACK_GOAL_SUGGESTIONS : null);

  return (
    <div className={className}>
      {access.checking ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <Spinner size="sm" decorative />
          Checking your AI access…
        </p>
      ) : (access.known && !access.allowed) || failure?.kind === 'upgrade' ? (
        <UpgradePrompt feature="recommendations" {...(onClose ? { onClose } : {})} />
      ) : suggest.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <Spinner size="sm" decorative />
          Generating personalized goal recommendations...
        </p>
      ) : suggestions ? (
        <div className="space-y-3">
          {failure ? <AiFailureNotice failure={failure} feature="recommendations" failedMessage={AI_MESSAGES.recommendationsFailed} onRetry={generate} /> : null}
          <ul className="space-y-3">
            {suggestions.map((suggestion) => (
              <li key={suggestion.title} className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
                <p className="font-medium text-slate-900 dark:text-white">{suggestion.title}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{suggestion.description}</p>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <span className="text-xs capitalize text-slate-600 dark:text-slate-400">{suggestion.category}</span>
                  <Button variant="ghost" className="px-2 py-1 text-indigo-700 dark:text-indigo-300" onClick={() => onUseGoal(suggestion)}>
                    Use this goal →
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {suggest.data ? <EngineCredit engine={suggest.data.engine.label} /> : <span />}
            <Button variant="secondary" icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />} onClick={generate}>
              Generate new recommendations
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-200">Get three goal ideas that fit your journal, your activities and the goals you already have.</p>
          <Button onClick={generate} icon={<Sparkles aria-hidden="true" className="h-4 w-4" />}>
            Generate Recommendations
          </Button>
        </div>
      )}
    </div>
  );
}
