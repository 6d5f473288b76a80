import type { SentimentLabel } from '@cadence/shared';
import { useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { aiFailureOf } from '../api/ai-failure';
import { useEntrySentiment } from '../api/analyze-sentiment';
import { useAiSettings } from '../api/get-ai-settings';
import { useAiStatus } from '../api/get-ai-status';

const TONES: Record<SentimentLabel, string> = {
  positive: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  // docs/product/ai.md "Sentiment": strong feelings both ways (issue 18).
  mixed: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100',
  negative: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200',
};

export interface EntrySentimentProps {
  entryId: string;
  /** The entry's version (its updatedAt): the score is kept until the entry changes. */
  version: string;
  /** The id of the entry's heading, which names the on-demand button's entry for screen readers. */
  describedBy?: string;
  className?: string;
}

/**
 * An entry's sentiment beside its mood (issue 12; score 0–10, confidence 0–1;
 * docs/product/ai.md "Sentiment").
 * - Without access: nothing (no call, no upgrade prompt on every entry; the mood already says how the day felt).
 * - When the offline lexicon answers (no model, or journal sharing off): shown by itself; it is free.
 * - When a model would read the entry: a 'Check tone' button, one counted call per entry on demand.
 */
export function EntrySentiment({ entryId, version, describedBy, className }: EntrySentimentProps) {
  const status = useAiStatus();
  const allowed = status.data?.access.allowed === true;
  const model = status.data?.engine.kind === 'model';
  const settings = useAiSettings(allowed && model);
  const free = allowed && (!model || settings.data?.shareJournalWithAi === false);
  const onDemand = allowed && model && settings.data?.shareJournalWithAi === true;
  const [asked, setAsked] = useState(false);
  const sentiment = useEntrySentiment({ id: entryId, version }, free || (onDemand && asked));

  if (!allowed || (!free && !onDemand)) return null;
  const result = sentiment.data;
  if (result) {
    return (
      <span
        title={`Sentiment ${result.score}/10, confidence ${Math.round(result.confidence * 100)}% (${result.engine.label})`}
        className={cx('inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium capitalize', TONES[result.label], className)}
      >
        <span className="sr-only">Tone: </span>
        {`${result.label} · ${result.score}/10`}
      </span>
    );
  }
  if (free) return null;
  const failure = sentiment.isError ? aiFailureOf(sentiment.error) : null;
  if (failure?.kind === 'quota') {
    return <span className={cx('text-xs text-amber-800 dark:text-amber-200', className)} title={failure.message}>Daily AI limit reached</span>;
  }
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      disabled={sentiment.isFetching}
      title={failure ? 'Could not check the tone. Try again.' : 'Ask the AI model for this entry’s tone (one AI request)'}
      onClick={() => (asked ? void sentiment.refetch() : setAsked(true))}
      className={cx('whitespace-nowrap rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800', focusRing, className)}
    >
      {sentiment.isFetching ? 'Checking…' : failure ? 'Try again' : 'Check tone'}
    </button>
  );
}
