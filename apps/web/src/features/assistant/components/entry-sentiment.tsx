import type { SentimentLabel } from '@cadence/shared';
import { cx } from '../../../components/ui/class-names';
import { useEntrySentiments } from '../api/analyze-sentiment';
import { useAiAccess } from '../api/get-ai-status';

const TONES: Record<SentimentLabel, string> = {
  positive: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  negative: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200',
};

export interface EntrySentimentProps {
  entryId: string;
  /** Every entry on screen, in the same order for each badge: one request scores them all (React Query shares it). */
  entryIds: readonly string[];
  className?: string;
}

/**
 * An entry's sentiment beside its mood (issue 12; score 0–10, confidence 0–1;
 * docs/product/ai.md "Sentiment"). Without access, or while it loads or fails, it shows nothing: the
 * mood beside it already says how the day felt.
 */
export function EntrySentiment({ entryId, entryIds, className }: EntrySentimentProps) {
  const access = useAiAccess();
  const sentiments = useEntrySentiments(entryIds, access.known && access.allowed);
  const result = sentiments.data?.results.find((item) => item.entryId === entryId);
  if (!result) return null;
  return (
    <span
      title={`Sentiment ${result.score}/10, confidence ${Math.round(result.confidence * 100)}% (${sentiments.data?.engine.label})`}
      className={cx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium capitalize', TONES[result.label], className)}
    >
      {`${result.label} · ${result.score}/10`}
    </span>
  );
}
