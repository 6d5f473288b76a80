import { LogOut, UserRound, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonBase, buttonStyles } from '../../components/ui/button';
import { cx, focusRing } from '../../components/ui/class-names';
import { Drawer } from '../../components/ui/drawer';
import { Spinner } from '../../components/ui/spinner';
import { useSignOut } from '../../lib/session';
import { BrandMark } from './brand-mark';
import { ShellNav } from './shell-nav';

const accountItem = cx(
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  focusRing,
);

/**
 * The tabs, the profile and Sign Out in a modal drawer for screens narrower than the desktop
 * sidebar (issue 7 §4). Escape, the close button or the backdrop close it; focus goes back to the
 * menu button.
 */
export function MobileNavDrawer({ onClose }: { onClose: () => void }) {
  const signOut = useSignOut();
  return (
    <Drawer label="Navigation menu" onClose={onClose}>
      <div className="flex items-center justify-between">
        <BrandMark className="text-lg text-slate-900 dark:text-white" />
        <button type="button" aria-label="Close navigation menu" onClick={onClose} className={cx(buttonBase, buttonStyles.ghost, 'h-10 w-10 p-0')}>
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <ShellNav onNavigate={onClose} />
      <div className="mt-auto space-y-1 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Link to="/profile" onClick={onClose} className={accountItem}>
          <UserRound aria-hidden="true" className="h-5 w-5 text-slate-500 dark:text-slate-400" />
          Profile
        </Link>
        {/* docs/product/shell.md "Sidebar and drawer": Sign Out goes to /login. */}
        <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending} aria-busy={signOut.isPending || undefined} className={accountItem}>
          {signOut.isPending ? <Spinner size="sm" decorative /> : <LogOut aria-hidden="true" className="h-5 w-5 text-slate-500 dark:text-slate-400" />}
          Sign Out
        </button>
      </div>
    </Drawer>
  );
}
