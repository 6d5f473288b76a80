import { builtOnce, GOAL_STATUS_LABELS, HABIT_FREQUENCY_LABELS, type SearchResults, TODO_STATUS_LABELS } from '@cadence/shared';
import { BookOpen, CalendarCheck, CalendarDays, CircleCheck, History, Keyboard, Play, Plus, Repeat, Smile, Sparkles, Target, UserRound, type LucideIcon } from 'lucide-react';
import { SHELL_TABS } from '../shell/shell-tabs';
import { commandMatches } from './command-match';
import type { CommandBarView } from './command-bar-store';
import { revealWhenShown } from './reveal-item';

// docs/product/search.md "Command bar": the actions, the pages, and what the search found.

export interface CommandOption {
  id: string;
  group: string;
  label: string;
  /** A second line: a task's status, an entry's date and mood. */
  detail?: string;
  icon: LucideIcon;
  keywords?: readonly string[];
  run: () => void;
}

export interface CommandContext {
  navigate: (to: string) => void;
  /** Opens one of the forms or lists the command bar shows over the page. */
  show: (view: Exclude<CommandBarView, 'bar'>) => void;
}

const ACTIONS = 'Actions';
const PAGES = 'Pages';

/** The commands, in the order they are listed with nothing typed. */
export function commandsOf({ navigate, show }: CommandContext): CommandOption[] {
  return [
    { id: 'new-task', group: ACTIONS, label: 'New task', icon: Plus, keywords: ['create', 'add', 'todo'], run: () => show('new-task') },
    { id: 'new-entry', group: ACTIONS, label: 'New journal entry', icon: BookOpen, keywords: ['create', 'write', 'add'], run: () => show('new-entry') },
    { id: 'mood', group: ACTIONS, label: 'Log a mood', icon: Smile, keywords: ['check-in', 'feel', 'how do you feel'], run: () => show('mood') },
    { id: 'past-activity', group: ACTIONS, label: 'Log a past activity', icon: History, keywords: ['add', 'create', 'activity'], run: () => show('past-activity') },
    {
      id: 'start-timer',
      group: ACTIONS,
      label: 'Start the timer',
      icon: Play,
      keywords: ['track', 'activity', 'create'],
      run: () => {
        navigate('/activity');
        // The start form's title (docs/product/activity.md "Timer"); a running timer shows its card instead.
        revealWhenShown(() => document.querySelector<HTMLInputElement>('main form input[name="title"]'));
      },
    },
    ...SHELL_TABS.map((tab) => ({ id: `page-${tab.path}`, group: PAGES, label: `Go to ${tab.title}`, icon: tab.icon, keywords: [tab.label], run: () => navigate(tab.path) })),
    // docs/product/planner.md "Where": the To Do List's other views.
    { id: 'page-today', group: PAGES, label: 'Go to Today', icon: CalendarCheck, keywords: ['due', 'overdue', 'agenda'], run: () => navigate('/todos/today') },
    { id: 'page-upcoming', group: PAGES, label: 'Go to Upcoming', icon: CalendarDays, keywords: ['calendar', 'month', 'schedule', 'week'], run: () => navigate('/todos/upcoming') },
    { id: 'page-profile', group: PAGES, label: 'Go to Profile Settings', icon: UserRound, keywords: ['account', 'password'], run: () => navigate('/profile') },
    { id: 'page-subscription', group: PAGES, label: 'Go to Premium', icon: Sparkles, keywords: ['subscription', 'plan', 'upgrade'], run: () => navigate('/subscription') },
    { id: 'shortcuts', group: PAGES, label: 'Keyboard shortcuts', icon: Keyboard, keywords: ['keys', 'help'], run: () => show('shortcuts') },
  ];
}

export function matchingCommands(commands: readonly CommandOption[], query: string): CommandOption[] {
  return commands.filter((command) => commandMatches(query, command.label, command.keywords));
}

const dayFormat = builtOnce(() => new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }));

/** What the search found, grouped by kind; choosing one goes to where it lives and brings it into view. */
export function resultOptions(results: SearchResults, { navigate }: Pick<CommandContext, 'navigate'>): CommandOption[] {
  const reveal = (path: string, selector: string) => () => {
    navigate(path);
    revealWhenShown(() => document.querySelector<HTMLElement>(selector));
  };
  return [
    ...results.tasks.map((task) => ({
      id: `task-${task.id}`,
      group: 'Tasks',
      label: task.title,
      detail: TODO_STATUS_LABELS[task.status],
      icon: CircleCheck,
      run: reveal('/todos', `[data-key="${CSS.escape(task.id)}"] [data-focus-part="title"]`),
    })),
    ...results.entries.map((entry) => ({
      id: `entry-${entry.id}`,
      group: 'Journal entries',
      label: entry.excerpt,
      detail: `${dayFormat().format(new Date(entry.createdAt))} · Mood ${entry.mood}/10`,
      icon: BookOpen,
      // docs/product/journal.md "Search and tag filter": the journal's own search, in the address, lists it.
      run: () => navigate(`/journal?${new URLSearchParams({ q: entry.match })}`),
    })),
    ...results.goals.map((goal) => ({
      id: `goal-${goal.id}`,
      group: 'Goals',
      label: goal.title,
      detail: GOAL_STATUS_LABELS[goal.status],
      icon: Target,
      run: reveal('/goals', `[data-goal-heading="${CSS.escape(goal.id)}"]`),
    })),
    ...results.habits.map((habit) => ({
      id: `habit-${habit.id}`,
      group: 'Habits',
      label: habit.title,
      detail: HABIT_FREQUENCY_LABELS[habit.frequency],
      icon: Repeat,
      run: reveal('/habits', `[data-habit-card="${CSS.escape(habit.id)}"]`),
    })),
  ];
}
