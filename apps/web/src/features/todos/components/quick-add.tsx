import { parseQuickAdd, repeatWords, TODO_CATEGORY_MAX_LENGTH, TODO_MESSAGES, TODO_PRIORITY_LABELS, TODO_TITLE_MAX_LENGTH } from '@cadence/shared';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { cx } from '../../../components/ui/class-names';
import { inputStyles } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useCreateTodo } from '../api/create-todo';
import { dueDateLabel } from './due-date-label';

interface QuickAddProps {
  today: string;
  /** Says whether a new task with these fields would show under the current search and filters. */
  isShown: (fields: { title: string; priority: string; category: string | null; dueDate: string | null }) => boolean;
}

/**
 * The one-line quick add at the top of Not Started (docs/product/todos.md "Quick add"): a title and
 * Enter; '!high', '#category', a date word and a repeat ('every monday', "Repeating tasks") are read
 * from the line, and shown before it is sent.
 */
export function QuickAdd({ today, isShown }: QuickAddProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const create = useCreateTodo();
  const id = useId();
  const parsed = text.trim() === '' ? null : parseQuickAdd(text, today);
  const readout = parsed ? readoutOf(parsed, today) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed || create.isPending) return;
    const problem = parsed.title.length > TODO_TITLE_MAX_LENGTH ? TODO_MESSAGES.titleTooLong : (parsed.category?.length ?? 0) > TODO_CATEGORY_MAX_LENGTH ? TODO_MESSAGES.categoryTooLong : null;
    if (problem) return setError(problem);
    const body = { title: parsed.title, description: null, priority: parsed.priority ?? 'medium', dueDate: parsed.dueDate, dueTime: null, reminder: null, category: parsed.category, status: 'not_started', estimatedMinutes: null, habitId: null, goalId: null, repeat: parsed.repeat } as const;
    create.mutate(body, {
      onSuccess: (todo) => {
        setText('');
        setError(null);
        setSaid(isShown(body) ? `Task "${todo.title}" added to Not Started.` : `Task "${todo.title}" added. Your search or filters hide it.`);
      },
      onQueued: () => {
        setText('');
        setError(null);
        setSaid(`Task "${body.title}" added. It will be saved once you're back online.`);
      },
      onError: (failure) => setError(errorMessage(failure, 'Could not add the task. Please try again.')),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-1" aria-label="Quick add">
      <label htmlFor={`${id}-input`} className="sr-only">
        Add a task to Not Started
      </label>
      <div className="relative">
        <Plus aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id={`${id}-input`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          placeholder="Add a task, then Enter"
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          className={cx(inputStyles, 'py-2 pl-9', error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-700')}
        />
      </div>
      <p id={`${id}-help`} className={cx('px-1 text-xs text-slate-600 dark:text-slate-400', readout.length === 0 && 'sr-only')}>
        {readout.length > 0 ? `Will add: ${readout.join(' · ')}` : "Type a title. Add '!high' or '!low', '#category', 'today', 'tomorrow', a weekday, or 'every monday' at the end."}
      </p>
      {error ? (
        <p id={`${id}-error`} className="px-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {said}
      </p>
    </form>
  );
}

/** What the line will become, in words: the title, then each field it sets. */
function readoutOf(parsed: ReturnType<typeof parseQuickAdd>, today: string): string[] {
  const parts = [`"${parsed.title}"`];
  if (parsed.priority) parts.push(`${TODO_PRIORITY_LABELS[parsed.priority]} priority`);
  if (parsed.category) parts.push(`#${parsed.category}`);
  if (parsed.dueDate) parts.push(`due ${dueDateLabel(parsed.dueDate, today)}`);
  if (parsed.repeat) parts.push(`repeats ${lowerFirst(repeatWords(parsed.repeat))}`);
  return parts.length > 1 ? parts : [];
}

const lowerFirst = (words: string) => `${words.charAt(0).toLowerCase()}${words.slice(1)}`;
