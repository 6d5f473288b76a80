import { useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { cx, focusRing } from '../../components/ui/class-names';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { ChatWidget } from '../../features/assistant/components/chat-widget';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ShellPageBoundary } from '../errors/failure-boundaries';
import { BrandMark } from './brand-mark';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { ShellHeader } from './shell-header';
import { ShellNav } from './shell-nav';
import { pageTitleFor } from './shell-tabs';

/** Where the desktop sidebar replaces the drawer (Tailwind's lg). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** The signed-in frame (docs/product/shell.md "Shell layout"): sidebar on desktop, drawer on mobile. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const title = pageTitleFor(pathname);
  // Every shell page is named by its tab (issue 7 §4); a page needs no title of its own.
  useDocumentTitle(title);

  // A modal drawer left open while the window grows to the sidebar's width would keep the page inert.
  useEffect(() => {
    if (!menuOpen) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) closeMenu();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [menuOpen, closeMenu]);

  return (
    <div className="min-h-[calc(100dvh-var(--floating-controls-reserve))]">
      <a href="#main-content" className={cx('sr-only rounded-lg bg-white px-3 py-2 text-sm font-semibold focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 dark:bg-slate-900', focusRing)}>
        Skip to content
      </a>
      {/* Above the floating controls' dock (z-30), whose debug button (z-40) sits on the sidebar's foot. */}
      <aside className="fixed inset-y-0 left-0 z-[35] hidden w-64 flex-col gap-8 border-r border-slate-200 bg-white px-4 pb-20 pt-5 lg:flex dark:border-slate-800 dark:bg-slate-900">
        <Link to="/" className={cx('self-start rounded-lg px-2', focusRing)} aria-label="Cadence, go to the dashboard">
          <BrandMark className="text-xl text-slate-900 dark:text-white" />
        </Link>
        <ShellNav />
      </aside>
      {menuOpen ? <MobileNavDrawer onClose={closeMenu} /> : null}

      <div className="flex min-h-[calc(100dvh-var(--floating-controls-reserve))] flex-col lg:pl-64">
        <ShellHeader menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8">
          <ShellPageBoundary>
            <Outlet />
          </ShellPageBoundary>
        </main>
        <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600 sm:px-6 lg:px-8 dark:border-slate-800 dark:text-slate-400">
          © {new Date().getFullYear()} Cadence
        </footer>
      </div>
      {/* The floating AI assistant, bottom-right, on every shell page (docs/product/shell.md "Chat toggle", docs/product/ai.md "Chat"). */}
      <ErrorBoundary scope="slot">
        <ChatWidget />
      </ErrorBoundary>
    </div>
  );
}
