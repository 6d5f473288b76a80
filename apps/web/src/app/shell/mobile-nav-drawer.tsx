import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonBase, buttonStyles } from '../../components/ui/button';
import { cx } from '../../components/ui/class-names';
import { BrandMark } from './brand-mark';
import { ShellNav } from './shell-nav';

/** The tabs in a slide-over for screens narrower than the desktop sidebar. Escape closes it. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-slate-900/50 backdrop-blur-sm" aria-hidden="true" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-4 shadow-xl motion-safe:animate-[drawer-in_200ms_ease-out] dark:bg-slate-900"
      >
        <div className="flex items-center justify-between">
          <BrandMark className="text-lg text-slate-900 dark:text-white" />
          <button ref={closeButton} type="button" aria-label="Close navigation menu" onClick={onClose} className={cx(buttonBase, buttonStyles.ghost, 'h-10 w-10 p-0')}>
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <ShellNav onNavigate={onClose} />
      </div>
    </div>
  );
}
