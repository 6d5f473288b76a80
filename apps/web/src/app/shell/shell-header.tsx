import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { buttonBase, buttonStyles } from '../../components/ui/button';
import { cx, focusRing } from '../../components/ui/class-names';
import { ThemeSwitch } from '../../components/ui/theme-switch';
import { MiniTracker } from '../../features/activity/components/mini-tracker';
import { initialsOf, useProfile } from '../../lib/profile-query';
import { useSession } from '../../lib/session';
import { LiveStatusIndicator } from '../live-updates/live-status-indicator';
import { PendingChanges } from '../pwa/pending-changes';
import { CommandBarButton } from '../command-bar/command-bar-button';
import { BrandMark } from './brand-mark';

/**
 * docs/product/shell.md "Header". It does not repeat the page's title: the page's own heading says it,
 * right below (issue 18 §9).
 */
export function ShellHeader({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  const { user } = useSession();
  const profile = useProfile(Boolean(user));
  const name = profile.data?.fullName || user?.name;
  const initials = initialsOf(name, user?.email);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          aria-label="Open navigation menu"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          className={cx(buttonBase, buttonStyles.ghost, 'h-10 w-10 shrink-0 p-0 lg:hidden')}
        >
          <Menu aria-hidden="true" className="h-5 w-5" />
        </button>
        <Link to="/" className={cx('min-w-0 rounded-lg lg:hidden', focusRing)} aria-label="Cadence, go to the dashboard">
          <BrandMark className="text-slate-900 dark:text-white" nameClassName="max-sm:hidden" />
        </Link>
        <CommandBarButton className="ml-auto" />
        <ThemeSwitch />
        {/* WCAG 2.5.3: the name starts with what the link shows (the initials), then says where it goes. */}
        <Link
          to="/profile"
          aria-label={`${initials}, Profile settings`}
          title="Profile settings"
          className={cx(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-700 text-sm font-semibold text-white shadow-sm',
            focusRing,
          )}
        >
          {initials}
        </Link>
      </div>
      <LiveStatusIndicator />
      <PendingChanges />
      <MiniTracker />
    </header>
  );
}
