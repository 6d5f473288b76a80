import { Search } from 'lucide-react';
import { cx, focusRing } from '../../components/ui/class-names';
import { commandBar } from './command-bar-store';

/**
 * The command bar's button in the shell's header, for touch and for whoever does not know Ctrl-K
 * (docs/product/search.md "Command bar"). Wide screens show what it does and its keys; phones an icon.
 */
export function CommandBarButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      title="Search or jump to… (Ctrl K)"
      onClick={() => commandBar.open('bar')}
      className={cx(
        'flex h-10 shrink-0 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-600 shadow-sm hover:border-slate-400 hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-slate-500 dark:hover:text-white',
        focusRing,
        className,
      )}
    >
      <Search aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="max-md:sr-only">Search or jump to…</span>
      <kbd aria-hidden="true" className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 md:inline dark:border-slate-600 dark:text-slate-300">
        Ctrl K
      </kbd>
    </button>
  );
}
