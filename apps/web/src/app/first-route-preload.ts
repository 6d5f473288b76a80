import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { goalsQueryOptions } from '../features/goals/api/get-goals';
import { habitsQueryOptions } from '../features/habits/api/get-habits';
import { todosQueryOptions } from '../features/todos/api/get-todos';
import type { SessionStatus } from '../lib/session';
import { ActivityPage, DashboardPage, GoalsPage, HabitsPage, HelpPage, JournalPage, ShellLayout, TodosPage } from './lazy-pages';

/** The signed-in pages by path (docs/product/shell.md "Routes"). */
const SIGNED_IN_PAGES: Record<string, { preload: () => void }> = {
  '/': DashboardPage,
  '/activity': ActivityPage,
  '/todos': TodosPage,
  '/journal': JournalPage,
  '/goals': GoalsPage,
  '/habits': HabitsPage,
  '/help': HelpPage,
};

/**
 * Once the session says signed in, fetches the shell, the current page's chunk and (on the dashboard)
 * its data at the same time, instead of one after the other as each lazy piece renders the next: the
 * shell's chunk, then the page's, then the page's request (issue 19 §1, decision 013). public/session-early.js
 * asks for the same code earlier still, from the session's first answer (decision 015).
 */
export function usePreloadFirstRoute(status: SessionStatus): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'signed-in') return;
    const path = window.location.pathname.replace(/(.)\/$/, '$1');
    const page = SIGNED_IN_PAGES[path];
    if (!page) return;
    ShellLayout.preload();
    page.preload();
    // The page's first data, asked for with its code rather than once the page has rendered.
    if (path === '/') void queryClient.prefetchQuery(dashboardQueryOptions());
    if (path === '/todos') void queryClient.prefetchQuery(todosQueryOptions());
    if (path === '/goals') void queryClient.prefetchQuery(goalsQueryOptions());
    if (path === '/habits') void queryClient.prefetchQuery(habitsQueryOptions());
  }, [status, queryClient]);
}
