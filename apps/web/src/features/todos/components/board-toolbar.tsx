import { isEmptyTodoFilter, NO_TODO_FILTER, TODO_DUE_FILTER_LABELS, TODO_DUE_FILTERS, TODO_PRIORITIES, TODO_PRIORITY_LABELS, TODO_SORT_LABELS, TODO_SORTS, type Todo, type TodoDueFilter, type TodoFilter, type TodoPriority, type TodoSort } from '@cadence/shared';
import { ListFilter, Search, X } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { inputStyles } from '../../../components/ui/text-field';

interface BoardToolbarProps {
  filter: TodoFilter;
  onChange: (change: Partial<TodoFilter>) => void;
  /** The order inside the columns' groups (docs/product/todos.md "Groups and sort"). */
  sort: TodoSort;
  onSortChange: (sort: TodoSort) => void;
  todos: readonly Todo[];
  /** How many tasks pass the search and filters. */
  shownCount: number;
  searchRef: RefObject<HTMLInputElement | null>;
}

const selectStyles = cx(inputStyles.split(' ').filter((name) => !name.includes('read-only:')).join(' '), 'border-slate-300 py-2 dark:border-slate-700');

/** Search and filters above the board (docs/product/todos.md "Search and filters"). */
export function BoardToolbar({ filter, onChange, sort, onSortChange, todos, shownCount, searchRef }: BoardToolbarProps) {
  const id = useId();
  const categories = useMemo(() => categoriesOf(todos, filter.category), [todos, filter.category]);
  const narrowed = !isEmptyTodoFilter(filter);
  // On a phone the three filters fold under a 'Filters' button, each with its label (issue 13).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [filter.priority !== 'any', filter.category !== null, filter.due !== 'any'].filter(Boolean).length;
  return (
    <div role="search" aria-label="Tasks" className="space-y-2">
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <div className="relative min-w-0 flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search tasks
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <input
            ref={searchRef}
            id={`${id}-search`}
            type="search"
            value={filter.query}
            onChange={(event) => onChange({ query: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && filter.query !== '') {
                event.preventDefault();
                onChange({ query: '' });
              }
            }}
            placeholder="Search tasks"
            autoComplete="off"
            className={cx(inputStyles, 'border-slate-300 py-2 pl-9 dark:border-slate-700')}
          />
        </div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
          className={cx(
            'inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 sm:hidden dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100',
            focusRing,
          )}
        >
          <ListFilter aria-hidden="true" className="h-4 w-4" />
          Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </button>
        <div id={`${id}-filters`} className={cx('grid gap-2 max-sm:basis-full sm:flex', !filtersOpen && 'max-sm:hidden')}>
          <Filter id={`${id}-priority`} label="Priority" value={filter.priority} onChange={(value) => onChange({ priority: value as TodoPriority | 'any' })}>
            <option value="any">Any priority</option>
            {TODO_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {TODO_PRIORITY_LABELS[priority]} priority
              </option>
            ))}
          </Filter>
          <Filter id={`${id}-category`} label="Category" value={filter.category ?? ''} onChange={(value) => onChange({ category: value === '' ? null : value })}>
            <option value="">Any category</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Filter>
          <Filter id={`${id}-due`} label="Due" value={filter.due} onChange={(value) => onChange({ due: value as TodoDueFilter })}>
            {TODO_DUE_FILTERS.map((due) => (
              <option key={due} value={due}>
                {TODO_DUE_FILTER_LABELS[due]}
              </option>
            ))}
          </Filter>
          {/* Not a filter: it hides nothing, so it is never marked as set nor counted. */}
          <Filter id={`${id}-sort`} label="Sort" value={sort} marked={false} onChange={(value) => onSortChange(value as TodoSort)}>
            {TODO_SORTS.map((choice) => (
              <option key={choice} value={choice}>
                Sort: {TODO_SORT_LABELS[choice]}
              </option>
            ))}
          </Filter>
        </div>
      </div>
      {narrowed ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <span role="status">
            Showing {shownCount} of {todos.length} {todos.length === 1 ? 'task' : 'tasks'}
          </span>
          <button type="button" onClick={() => onChange(NO_TODO_FILTER)} className={cx('inline-flex items-center gap-1 rounded font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}>
            <X aria-hidden="true" className="h-3.5 w-3.5" />
            Clear search and filters
          </button>
        </p>
      ) : null}
    </div>
  );
}

function Filter({ id, label, value, marked = value !== 'any' && value !== '', onChange, children }: { id: string; label: string; value: string; marked?: boolean; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1 sm:space-y-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 sm:sr-only dark:text-slate-200">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={cx(selectStyles, 'sm:w-auto', marked && 'border-indigo-500 dark:border-indigo-400')}>
        {children}
      </select>
    </div>
  );
}

/** The categories the person uses, each once whatever its case, A to Z; the chosen one even when no task has it now. */
function categoriesOf(todos: readonly Todo[], chosen: string | null): string[] {
  const byKey = new Map<string, string>();
  for (const todo of todos) if (todo.category && !byKey.has(todo.category.toLowerCase())) byKey.set(todo.category.toLowerCase(), todo.category);
  if (chosen && !byKey.has(chosen.toLowerCase())) byKey.set(chosen.toLowerCase(), chosen);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}
