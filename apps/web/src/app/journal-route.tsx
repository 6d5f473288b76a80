import type { JournalEntry } from '@cadence/shared';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { JournalCoachChat } from '../features/assistant/components/journal-coach-panel';
import { EntrySentiment } from '../features/assistant/components/entry-sentiment';
import { JournalPage } from '../features/journal/components/journal-page';

/** Each entry's sentiment beside its mood; one stable function, so the memoised cards do not re-render. */
function renderSentiment(entry: JournalEntry, headingId: string) {
  return (
    <ErrorBoundary scope="slot">
      <EntrySentiment entryId={entry.id} version={entry.updatedAt} describedBy={headingId} />
    </ErrorBoundary>
  );
}

/** /journal with its AI coach and each entry's sentiment (docs/product/ai.md "Mounting in the areas", "Journal coach", "Sentiment"). */
export function JournalRoute() {
  // docs/product/shell.md "Errors": the AI's parts fail on their own, never the journal with them.
  return (
    <JournalPage
      renderCoach={(request) => (
        <ErrorBoundary scope="slot">
          <JournalCoachChat entryRequest={request} />
        </ErrorBoundary>
      )}
      renderSentiment={renderSentiment}
    />
  );
}
