import { isEmptyTodoFilter, matchesTodoFilter, searchTerms, todoSearchText, type Todo } from '@cadence/shared';
import { useQueryClient } from '@tanstack/react-query';
import { History, Keyboard, Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MountInTransition } from '../../../components/ui/mount-in-transition';
import { PageHeading } from '../../../components/ui/page-heading';
import { toast } from '../../../components/ui/toast-store';
import { useSession } from '../../../lib/session';
import { useLocalToday } from '../../../lib/use-local-today';
import { widenBoard } from '../api/board-scope';
import { useTodos } from '../api/get-todos';
import { findTodo } from '../api/todo-cache';
import { BoardFocus, cardAfter } from './board-focus';
import { useBoardLayout } from './board-layout';
import { useBoardShortcuts, type BoardShortcut } from './board-shortcuts';
import { BoardToolbar } from './board-toolbar';
import { usePendingCompletionQuestion } from './completion-question';
import { loadFailureMessage } from './load-failure';
import { useTaskActions } from './task-actions';
import { useTaskTimer } from './task-timer-source';
import type { TodoCardHandlers } from './todo-card-actions';
import { TodoBoard } from './todo-board';
import { TodoBoardSkeleton } from './todo-board-skeleton';
import type { TodoFormTarget } from './todo-form-dialog';
import { useBoardFilter } from './use-board-filter';
import { useBoardView } from './use-board-view';
import { useTaskLink } from './use-task-link';

const NO_TODOS: readonly Todo[] = [];

// The dialogs load on first use: the board's first paint does not need them (the form brings zod).
const loadFormDialog = () => import('./todo-form-dialog');
const loadDetailsDialog = () => import('./task-details-dialog');
const loadShortcutsDialog = () => import('./shortcuts-dialog');
const loadHistoryPanel = () => import('./task-history-panel');
const loadCompletionQuestion = () => import('./completion-question-dialog');
const TodoFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.TodoFormDialog })));
const TaskDetailsDialog = lazy(() => loadDetailsDialog().then((m) => ({ default: m.TaskDetailsDialog })));
const ShortcutsDialog = lazy(() => loadShortcutsDialog().then((m) => ({ default: m.ShortcutsDialog })));
const CompletionQuestionDialog = lazy(() => loadCompletionQuestion().then((m) => ({ default: m.CompletionQuestionDialog })));
const TaskHistoryPanel = lazy(() => loadHistoryPanel().then((m) => ({ default: m.TaskHistoryPanel })));
const preloadDialogs = () => {
  void loadFormDialog();
  void loadDetailsDialog();
  void loadCompletionQuestion();
};

/** True while a card is lifted for dragging (dnd-kit presses its grip). */
const isDragging = () => document.querySelector('[aria-roledescription="draggable"][aria-pressed="true"]') !== null;

/** The id of the card that holds focus, if any (its list item carries its place in the column). */
function focusedCardId(): string | null {
  const item = document.activeElement?.closest<HTMLElement>('li[aria-posinset][data-key]');
  return item?.dataset.key ?? null;
}

/** What the history panel shows: every task, or one task's rows ('Show history' on its card). */
type HistoryView = { task: Pick<Todo, 'id' | 'title'> | null };

/** The To Do List screen (docs/product/todos.md "Board"); `views` is the switch to Today and Upcoming (docs/product/planner.md "Where"). */
export function TodosPage({ views }: { views?: ReactNode } = {}) {
  const queryClient = useQueryClient();
  const todos = useTodos();
  const { user } = useSession();
  const [filter, changeFilter] = useBoardFilter(user?.id ?? null);
  const { view, setSort, toggleGroup } = useBoardView(user?.id ?? null);
  const shownFilter = useDeferredValue(filter);
  // A search or a filter looks through every task, the older completed ones too (board-scope.ts).
  const filtering = !isEmptyTodoFilter(filter);
  useEffect(() => {
    if (filtering) widenBoard(queryClient);
  }, [filtering, queryClient]);
  const today = useLocalToday();
  const boardRef = useRef<HTMLDivElement>(null);
  const layout = useBoardLayout(boardRef);
  const [focus] = useState(() => new BoardFocus());
  const actions = useTaskActions(focus, boardRef);
  const timer = useTaskTimer();
  const [history, setHistory] = useState<HistoryView | null>(null);
  const [formTarget, setFormTarget] = useState<TodoFormTarget | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const completionQuestion = usePendingCompletionQuestion();
  const searchRef = useRef<HTMLInputElement>(null);
  const ids = { newTask: useId(), shortcuts: useId() };

  // The timer's start is read through a ref: the cards' handlers stay the same object while it asks.
  const startTimer = useRef(timer?.start);
  startTimer.current = timer?.start;
  const offersTimer = timer !== null;

  const openEdit = useCallback((todo: Todo) => {
    // docs/product/todos.md "Cards": a completed task has no Edit.
    if (todo.status === 'completed') toast.show({ message: `"${todo.title}" is completed. Reopen it to edit it.` });
    else setFormTarget({ mode: 'edit', todo });
  }, []);

  // docs/product/reminders.md: a reminder's notification opens its task (/todos?task=<id>).
  const editFromLink = useCallback((todo: Todo) => setFormTarget({ mode: 'edit', todo }), []);
  useTaskLink(todos.data, editFromLink, setDetailsId);

  const handlers = useMemo<TodoCardHandlers>(
    () => ({
      onToggle: (todo) => actions.toggle(todo),
      onComplete: (todo) => actions.complete(todo),
      onOpen: (todo) => setDetailsId(todo.id),
      onEdit: openEdit,
      onDelete: (todo) => actions.remove(todo),
      onShowHistory: (todo) => setHistory({ task: { id: todo.id, title: todo.title } }),
      onStartTimer: offersTimer ? (todo) => startTimer.current?.(todo) : undefined,
    }),
    [actions, openEdit, offersTimer],
  );

  // docs/product/todos.md "Focus after actions": closing a task's dialog puts focus back on its card, wherever it now is.
  const backToCard = useCallback((id: string) => focus.request([{ kind: 'card', id, part: 'title' }]), [focus]);
  const closeForm = useCallback(() => {
    if (formTarget?.mode === 'edit') backToCard(formTarget.todo.id);
    setFormTarget(null);
  }, [formTarget, backToCard]);
  const closeDetails = useCallback(() => {
    if (detailsId) backToCard(detailsId);
    setDetailsId(null);
  }, [detailsId, backToCard]);

  // Opened from a shortcut, a dialog still gives focus back to its button on the page.
  const openFrom = (buttonId: string, open: () => void) => {
    document.getElementById(buttonId)?.focus();
    open();
  };
  const onCard = (act: (todo: Todo) => void) => {
    const id = focusedCardId();
    const todo = id === null ? undefined : findTodo(queryClient, id);
    if (todo) act(todo);
  };
  useBoardShortcuts(
    (shortcut: BoardShortcut) => {
      if (shortcut === 'new-task') openFrom(ids.newTask, () => setFormTarget({ mode: 'create' }));
      else if (shortcut === 'help') openFrom(ids.shortcuts, () => setShortcutsOpen(true));
      else if (shortcut === 'search') searchRef.current?.focus();
      else if (shortcut === 'next-card' || shortcut === 'previous-card') {
        // docs/product/todos.md "Keyboard shortcuts": j and k move through the cards shown.
        const target = cardAfter(focus.visible(), focusedCardId(), shortcut === 'next-card' ? 1 : -1);
        if (target) focus.request([target]);
      } else if (shortcut === 'complete-card') onCard((todo) => actions.complete(todo));
      else onCard(openEdit);
    },
    () => isDragging() || document.querySelector('dialog[open]') !== null,
  );

  const list = todos.data ?? NO_TODOS;
  const shownCount = useMemo(() => {
    if (isEmptyTodoFilter(shownFilter)) return list.length;
    const terms = searchTerms(shownFilter.query);
    return list.reduce((count, todo) => count + (matchesTodoFilter(todo, shownFilter, today, terms, todoSearchText) ? 1 : 0), 0);
  }, [list, shownFilter, today]);

  return (
    <div className="space-y-4" onPointerOver={preloadDialogs} onFocus={preloadDialogs}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <PageHeading>To Do List</PageHeading>
          {views}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button id={ids.shortcuts} variant="ghost" className="px-3 max-sm:hidden" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={() => setShortcutsOpen(true)}>
            <Keyboard aria-hidden="true" className="h-5 w-5" />
          </Button>
          <Button variant="secondary" icon={<History aria-hidden="true" className="h-4 w-4" />} aria-haspopup="dialog" onPointerEnter={() => void loadHistoryPanel()} onClick={() => setHistory({ task: null })}>
            Show History
          </Button>
          <Button id={ids.newTask} icon={<Plus aria-hidden="true" className="h-4 w-4" />} aria-keyshortcuts="n" onClick={() => setFormTarget({ mode: 'create' })}>
            New Task
          </Button>
        </div>
      </div>

      <BoardToolbar filter={filter} onChange={changeFilter} sort={view.sort} onSortChange={setSort} todos={list} shownCount={shownCount} searchRef={searchRef} />

      <div ref={boardRef}>
        {todos.isPending ? (
          <TodoBoardSkeleton layout={layout} />
        ) : todos.isError ? (
          <Alert tone="error" action={<Button variant="secondary" onClick={() => void todos.refetch()}>Try again</Button>}>
            {loadFailureMessage(todos.error, 'Could not load your tasks.')}
          </Alert>
        ) : (
          <MountInTransition fallback={<TodoBoardSkeleton layout={layout} />}>
            <TodoBoard filter={shownFilter} today={today} layout={layout} focus={focus} handlers={handlers} view={view} onToggleGroup={toggleGroup} />
          </MountInTransition>
        )}
      </div>

      {timer?.element}
      <Suspense fallback={null}>
        {history ? <TaskHistoryPanel task={history.task} onShowAll={() => setHistory({ task: null })} onClose={() => setHistory(null)} /> : null}
        {formTarget ? <TodoFormDialog target={formTarget} today={today} onClose={closeForm} /> : null}
        {detailsId ? (
          <TaskDetailsDialog
            id={detailsId}
            today={today}
            onClose={closeDetails}
            onToggle={(todo) => actions.toggle(todo, { moveFocus: false })}
            onEdit={(todo) => {
              setDetailsId(null);
              setFormTarget({ mode: 'edit', todo });
            }}
            onDelete={(todo) => {
              setDetailsId(null);
              actions.remove(todo);
            }}
          />
        ) : null}
        {shortcutsOpen ? <ShortcutsDialog onClose={() => setShortcutsOpen(false)} /> : null}
        {completionQuestion ? <CompletionQuestionDialog /> : null}
      </Suspense>
    </div>
  );
}
