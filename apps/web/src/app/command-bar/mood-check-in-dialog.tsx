import { Dialog } from '../../components/ui/dialog';
import { MoodCheckIn } from '../../features/journal/components/mood-check-in';

/** 'Log a mood' from the command bar: the journal's own check-in, over any page (docs/product/moods.md "Check-in"). */
export function MoodCheckInDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Log a mood" onClose={onClose}>
      <MoodCheckIn />
    </Dialog>
  );
}
