import { TODO_STATUS_LABELS, UNKNOWN_TASK_LABEL, type TaskHistoryEntry } from '@cadence/shared';
import { ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTaskHistory } from '../api/get-task-history';
import { loadFailureMessage } from './load-failure';
import { exactTime, relativeTime } from './relative-time';

/** Rows shown at first, and added by each 'Show more'. */
const PAGE = 50;

/** "5 minutes ago" moves on while the page stays open. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

interface TaskHistoryListProps {
  /** The heading that names the list. */
  labelledBy: string;
  /** Only this task's rows (docs/product/todos.md "History": 'Show history' on a card); every task's when null. */
  taskId: string | null;
}

/**
 * The rows of 'Task Movement History' (docs/product/todos.md "History"): a list that reads on a phone,
 * newest first, with times as people say them.
 */
export function TaskHistoryList({ labelledBy, taskId }: TaskHistoryListProps) {
  const history = useTaskHistory(true);
  const [shown, setShown] = useState(PAGE);
  const now = useNow(30_000);
  const rows = useMemo(() => (taskId === null ? history.data : history.data?.filter((entry) => entry.todoId === taskId)), [history.data, taskId]);
  if (history.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading history</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void history.refetch()}>Try again</Button>}>
        {loadFailureMessage(history.error, 'Could not load the task history.')}
      </Alert>
    );
  }
  if (!rows || rows.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{taskId === null ? 'No task history yet' : 'No history for this task in the newest 500 rows'}</p>;
  }
  return (
    <>
      <ol aria-labelledby={labelledBy} className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.slice(0, shown).map((entry) => (
          <HistoryRow key={entry.id} entry={entry} now={now} />
        ))}
      </ol>
      {rows.length > shown ? (
        <Button variant="secondary" className="w-full" onClick={() => setShown((count) => count + PAGE)}>
          Show {Math.min(PAGE, rows.length - shown)} more
        </Button>
      ) : null}
    </>
  );
}

function HistoryRow({ entry, now }: { entry: TaskHistoryEntry; now: Date }) {
  const from = TODO_STATUS_LABELS[entry.previousStatus];
  const to = TODO_STATUS_LABELS[entry.newStatus];
  return (
    <li className="py-2.5">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 break-words text-sm font-medium text-slate-900 dark:text-slate-100">
          {entry.todoTitle ?? <span className="italic text-slate-600 dark:text-slate-400">{UNKNOWN_TASK_LABEL}</span>}
        </p>
        <time dateTime={entry.changedAt} title={exactTime(entry.changedAt)} className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
          {relativeTime(entry.changedAt, now)}
        </time>
      </div>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700 dark:text-slate-300">
        {from === to ? (
          <span>{from}</span>
        ) : (
          <>
            <span>{from}</span>
            <ArrowRight aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">to</span>
            <span>{to}</span>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span className="text-slate-600 dark:text-slate-400">{entry.notes}</span>
        {/* docs/product/access.md "In the task's history": a change a connected app made says which. */}
        {entry.via ? (
          <>
            <span aria-hidden="true">·</span>
            <span className="text-slate-600 dark:text-slate-400">via {entry.via}</span>
          </>
        ) : null}
      </p>
    </li>
  );
}
