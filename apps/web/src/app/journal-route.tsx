import type { JournalEntry } from '@cadence/shared';
import { JournalCoachChat } from '../features/assistant/components/journal-coach-panel';
import { EntrySentiment } from '../features/assistant/components/entry-sentiment';
import { JournalPage } from '../features/journal/components/journal-page';

/** Each entry's sentiment beside its mood; one stable function, so the memoised cards do not re-render. */
function renderSentiment(entry: JournalEntry, headingId: string) {
  return <EntrySentiment entryId={entry.id} version={entry.updatedAt} describedBy={headingId} />;
}

/** /journal with its AI coach and each entry's sentiment (docs/product/ai.md "Mounting in the areas", "Journal coach", "Sentiment"). */
export function JournalRoute() {
  return <JournalPage renderCoach={(request) => <JournalCoachChat entryRequest={request} />} renderSentiment={renderSentiment} />;
}
