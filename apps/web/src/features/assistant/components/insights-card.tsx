import { AI_MESSAGES } from '@cadence/shared';
import { RefreshCw, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';
import { aiFailureOf } from '../api/ai-failure';
import { useInsights } from '../api/generate-insights';
import { useAiAccess } from '../api/get-ai-status';
import { AiServiceError } from './ai-service-error';
import { EngineCredit } from './engine-credit';
import { QuotaMessage } from './quota-message';

/**
 * The dashboard's 'AI Assistant Insights' card (docs/product/ai.md
 * "Insights"): asked once on mount and on Refresh; a failure shows 'AI Service Error' with the spec's
 * text and Try Again. Without access it shows the upgrade prompt and asks nothing.
 */
export function InsightsCard() {
  const access = useAiAccess();
  const insights = useInsights(access.known && access.allowed);
  const failure = insights.isError ? aiFailureOf(insights.error) : null;
  const refresh = () => void insights.refetch();

  return (
    <Card className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Sparkles aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />
          AI Assistant Insights
        </h2>
        {access.allowed && access.known && !failure ? (
          <Button variant="ghost" className="px-3 py-1.5" icon={<RefreshCw aria-hidden="true" className="h-4 w-4" />} loading={insights.isFetching} loadingLabel="Refreshing..." onClick={refresh}>
            Refresh
          </Button>
        ) : null}
      </div>
      {!access.known ? (
        <InsightsSkeleton />
      ) : !access.allowed || failure?.kind === 'upgrade' ? (
        <UpgradePrompt feature="AI insights" />
      ) : failure?.kind === 'quota' ? (
        <QuotaMessage message={failure.message} />
      ) : failure ? (
        <AiServiceError
          message={failure.kind === 'configuration' ? AI_MESSAGES.configurationIssue : AI_MESSAGES.insightsFailed}
          action={<Button variant="secondary" className="px-3 py-1.5" loading={insights.isFetching} onClick={refresh}>Try Again</Button>}
        />
      ) : insights.data && !insights.isFetching ? (
        <>
          <MarkdownText text={insights.data.text} className="text-sm text-slate-700 dark:text-slate-200" />
          <EngineCredit engine={insights.data.engine.label} />
        </>
      ) : (
        <InsightsSkeleton />
      )}
    </Card>
  );
}

function InsightsSkeleton() {
  return (
    <div className="space-y-2" role="status">
      <span className="sr-only">Generating insights…</span>
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
