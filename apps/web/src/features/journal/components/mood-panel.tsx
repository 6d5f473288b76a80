import { MoodCheckIn } from './mood-check-in';
import { MoodTrendCard } from './mood-trend-card';

/** The journal page's side column: the check-in and the trend, loaded after the entries (their forms bring zod). */
export function MoodPanel() {
  return (
    <div className="space-y-6">
      <MoodCheckIn />
      <MoodTrendCard />
    </div>
  );
}
