import { JournalCoachChat } from '../features/assistant/components/journal-coach-panel';
import { JournalPage } from '../features/journal/components/journal-page';

/** /journal with its AI coach (docs/product/ai.md "Mounting in the areas", "Journal coach"). */
export function JournalRoute() {
  return <JournalPage renderCoach={(request) => <JournalCoachChat entryRequest={request} />} />;
}
