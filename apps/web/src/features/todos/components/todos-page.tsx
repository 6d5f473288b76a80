import type { Todo } from '@cadence/shared';
import { History, Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage } from '../../../lib/api-error';
import { useTodos } from '../api/get-todos';
import { TaskHistoryTable } from './task-history-table';
import { TodoBoard } from './todo-board';
import { TodoBoardSkeleton } from './todo-board-skeleton';
import type { TodoFormTarget } from './todo-form-dialog';

const HISTORY_ID = 'task-history';

// The form (and zod, which parses it) loads on first use: the board's first paint does not need it.
const loadFormDialog = () => import('./todo-form-dialog');
const TodoFormDialog = lazy(() => loadFormDialog().then((m) => ({ default: m.TodoFormDialog })));
const preloadFormDialog = () => void loadFormDialog();

/** The To Do List screen (spec part 1 §2). */
export function TodosPage() {
  const todos = useTodos();
  const [showHistory, setShowHistory] = useState(false);
  const [formTarget, setFormTarget] = useState<TodoFormTarget | null>(null);
  const openEdit = useCallback((todo: Todo) => setFormTarget({ mode: 'edit', todo }), []);
  const closeForm = useCallback(() => setFormTarget(null), []);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>To Do List</PageHeading>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            icon={<History aria-hidden="true" className="h-4 w-4" />}
            aria-expanded={showHistory}
            aria-controls={showHistory ? HISTORY_ID : undefined}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            {showHistory ? 'Hide History' : 'Show History'}
          </Button>
          <Button icon={<Plus aria-hidden="true" className="h-4 w-4" />} onPointerEnter={preloadFormDialog} onFocus={preloadFormDialog} onClick={() => setFormTarget({ mode: 'create' })}>
            New Task
          </Button>
        </div>
      </div>

      {showHistory ? <TaskHistoryTable id={HISTORY_ID} /> : null}

      {todos.isPending ? (
        <TodoBoardSkeleton />
      ) : todos.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void todos.refetch()}>Try again</Button>}>
          {errorMessage(todos.error, 'Could not load your tasks.')}
        </Alert>
      ) : (
        <TodoBoard onEdit={openEdit} />
      )}

      <Suspense fallback={null}>{formTarget ? <TodoFormDialog target={formTarget} onClose={closeForm} /> : null}</Suspense>
    </div>
  );
}
