import { JOURNAL_SEARCH_MAX_LENGTH } from '@cadence/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import { inputStyles } from '../../../components/ui/text-field';
import { useJournalMonths } from '../api/get-journal-months';
import { useJournalTags } from '../api/get-journal-tags';
import { formatMonthName } from './journal-dates';
import type { JournalFilters } from '../api/journal-keys';

/** A select always matches :read-only, so the text inputs' read-only look is left out. */
const selectStyles = inputStyles
  .split(' ')
  .filter((name) => !name.includes('read-only:'))
  .join(' ');

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;
/** Chips shown before 'More tags'. */
const FIRST_TAGS = 12;

interface JournalFiltersBarProps {
  filters: JournalFilters;
  onSearch: (q: string) => void;
  onTag: (tag: string) => void;
  onMonth: (month: string) => void;
}

/**
 * docs/product/journal.md "Search and tag filter": a search across text and tags, and one chip per tag;
 * "Months and on this day": going to a month's entries.
 */
export function JournalFiltersBar({ filters, onSearch, onTag, onMonth }: JournalFiltersBarProps) {
  const searchId = useId();
  const [text, setText] = useState(filters.q);
  // The search box follows the address when it changes from elsewhere (back, a cleared filter).
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  useEffect(() => {
    if (text === filters.q) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, filters.q, onSearch]);

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search entries
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={JOURNAL_SEARCH_MAX_LENGTH}
          placeholder="Search your entries and tags"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text);
          }}
          className={cx(inputStyles, 'border-slate-300 pl-9 pr-10 dark:border-slate-700 [&::-webkit-search-cancel-button]:hidden')}
        />
        {text !== '' ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className={cx('absolute right-1.5 top-1/2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white', focusRing)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      <MonthPicker month={filters.month} onMonth={onMonth} />
      </div>
      <TagChips selected={filters.tag} onTag={onTag} />
    </div>
  );
}

/** 'Go to month': the months with entries, newest first, with how many; 'All months' for the whole journal. */
function MonthPicker({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const id = useId();
  const months = useJournalMonths();
  const list = months.data ?? [];
  // The chosen month stays listed even before (or without) its count.
  const shown = month !== '' && !list.some((m) => m.month === month) ? [{ month, count: 0 }, ...list] : list;
  if (shown.length === 0) return null;
  return (
    <div className="sm:w-56">
      <label htmlFor={id} className="sr-only">
        Go to month
      </label>
      <select id={id} value={month} onChange={(event) => onMonth(event.target.value)} className={cx(selectStyles, 'border-slate-300 dark:border-slate-700')}>
        <option value="">All months</option>
        {shown.map(({ month: value, count }) => (
          <option key={value} value={value}>
            {formatMonthName(value)}
            {count > 0 ? ` (${count})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function TagChips({ selected, onTag }: { selected: string; onTag: (tag: string) => void }) {
  const tags = useJournalTags();
  const [showAll, setShowAll] = useState(false);
  const list = tags.data ?? [];
  if (list.length === 0 && selected === '') return null;
  const selectedKey = selected.toLowerCase();
  const first = list.slice(0, FIRST_TAGS);
  // The chosen tag stays in view even when it is not among the first ones.
  const shown = showAll ? list : first.some((tag) => tag.tag.toLowerCase() === selectedKey) || selected === '' ? first : [...first, { tag: selected, count: 0 }];
  return (
    <div role="group" aria-label="Filter by tag" className="flex flex-wrap items-center gap-1.5">
      <Chip pressed={selected === ''} onClick={() => onTag('')}>
        All entries
      </Chip>
      {shown.map(({ tag, count }) => (
        <Chip key={tag} pressed={tag.toLowerCase() === selectedKey} onClick={() => onTag(tag.toLowerCase() === selectedKey ? '' : tag)}>
          #{tag}
          {count > 0 ? ' ' : null}
          {count > 0 ? <span className="font-normal">{count}</span> : null}
        </Chip>
      ))}
      {list.length > FIRST_TAGS ? (
        <button type="button" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)} className={cx('rounded-full px-2.5 py-1 text-xs font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}>
          {showAll ? 'Fewer tags' : `More tags (${list.length - FIRST_TAGS})`}
        </button>
      ) : null}
    </div>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'max-w-full rounded-full border px-3 py-1 text-xs font-semibold [overflow-wrap:anywhere] transition-colors',
        pressed
          ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-600 dark:text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-300 hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}
