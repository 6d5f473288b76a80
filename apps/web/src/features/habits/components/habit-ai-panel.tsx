import { UpgradePrompt } from '../../../components/ui/upgrade-prompt';

/**
 * spec part 2 §2 'AI Recommend' and §6: recommendations need AI access; until the AI issue (12) adds
 * them, the panel shows the upgrade prompt for 'recommendations', so the button is never a dead control.
 */
export function HabitAiPanel({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <div id={id}>
      <UpgradePrompt feature="recommendations" onClose={onClose} />
    </div>
  );
}
