import { Activity, BookOpen, CircleHelp, LayoutDashboard, ListTodo, Repeat, Target, type LucideIcon } from 'lucide-react';

export interface ShellTab {
  label: string;
  path: string;
  /** The page title: the browser tab's name and the page's heading. */
  title: string;
  icon: LucideIcon;
}

// docs/product/shell.md "Tabs".
export const SHELL_TABS: readonly ShellTab[] = [
  { label: 'Dashboard', path: '/', title: 'Dashboard', icon: LayoutDashboard },
  { label: 'Activity', path: '/activity', title: 'Activity', icon: Activity },
  { label: 'To Do List', path: '/todos', title: 'To Do List', icon: ListTodo },
  { label: 'Journal', path: '/journal', title: 'Journal', icon: BookOpen },
  { label: 'Goals', path: '/goals', title: 'Goals', icon: Target },
  { label: 'Habits', path: '/habits', title: 'Habits', icon: Repeat },
  { label: 'Help', path: '/help', title: 'Help & Support', icon: CircleHelp },
];

const DEBUG_TITLES: Record<string, string> = {
  '/debug/journal-test': 'Journal Test',
  '/debug/input-test': 'Input Test',
};

/** The To Do List's other views (docs/product/planner.md "Where"): their own titles, the To Do List tab. */
const VIEW_TITLES: Record<string, string> = {
  '/todos/today': 'Today',
  '/todos/upcoming': 'Upcoming',
};

/** The active tab is derived from the path; the root is the Dashboard. */
export function activeTabFor(pathname: string): ShellTab | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return SHELL_TABS[0];
  return SHELL_TABS.find((tab) => tab.path !== '/' && (path === tab.path || path.startsWith(`${tab.path}/`)));
}

export function pageTitleFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return DEBUG_TITLES[path] ?? VIEW_TITLES[path] ?? activeTabFor(path)?.title ?? 'Cadence';
}
