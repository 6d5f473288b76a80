import { Dialog } from '../../components/ui/dialog';
import { ShortcutList } from '../../features/help/components/shortcut-list';

/** '?' on any signed-in page: every keyboard shortcut (docs/product/help.md "Sections"; issue 18 §11). */
export function KeyboardShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} readOnlyBody>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">The letter shortcuts work anywhere on their page, except while you type in a field.</p>
      <ShortcutList headingLevel={3} />
    </Dialog>
  );
}
