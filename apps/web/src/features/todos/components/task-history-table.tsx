import { TODO_STATUS_LABELS, UNKNOWN_TASK_LABEL, type TaskHistoryEntry } from '@cadence/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-error';
import { useTaskHistory } from '../api/get-task-history';
import { formatHistoryTime } from './date-formats';

const HEADING_ID = 'task-history-heading';
const cell = 'px-3 py-2 align-top';

/** 'Task Movement History' (spec part 1 §2): newest first, scrolling within about 16rem. */
export function TaskHistoryTable({ id }: { id: string }) {
  const history = useTaskHistory(true);
  return (
    <section id={id} aria-labelledby={HEADING_ID} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id={HEADING_ID} className="text-lg font-semibold text-slate-900 dark:text-white">
        Task Movement History
      </h2>
      {history.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading history</span>
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      ) : history.isError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={() => void history.refetch()}>Try again</Button>}>
          {errorMessage(history.error, 'Could not load the task history.')}
        </Alert>
      ) : history.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">No task history yet</p>
      ) : (
        <HistoryRows entries={history.data} />
      )}
    </section>
  );
}

function HistoryRows({ entries }: { entries: readonly TaskHistoryEntry[] }) {
  return (
    <div className="max-h-64 overflow-auto rounded-xl border border-slate-200 dark:border-slate-800" tabIndex={0} aria-labelledby={HEADING_ID} role="region">
      <table aria-labelledby={HEADING_ID} className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <thead className="sticky top-0 z-10 bg-slate-100 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {['Task', 'From', 'To', 'Time', 'Notes'].map((column) => (
              <th key={column} scope="col" className={cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => (
            <tr key={entry.id} className="text-slate-700 dark:text-slate-300">
              <td className={`${cell} font-medium text-slate-900 dark:text-slate-100`}>
                {entry.todoTitle ?? <span className="italic text-slate-500 dark:text-slate-400">{UNKNOWN_TASK_LABEL}</span>}
              </td>
              <td className={cell}>{TODO_STATUS_LABELS[entry.previousStatus]}</td>
              <td className={cell}>{TODO_STATUS_LABELS[entry.newStatus]}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.changedAt}>{formatHistoryTime(entry.changedAt)}</time>
              </td>
              <td className={cell}>{entry.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
