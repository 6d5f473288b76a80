import { type KeyboardEvent, useRef, useSyncExternalStore } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';

// docs/product/journal.md "Journal screen" (issue 18 §6): on a phone, narrower than the two columns, the
// entries come first and the mood widgets wait behind a second tab, instead of pushing the entries below
// the first screen.

export type JournalView = 'entries' | 'moods';

/** Where the page has its side column (Tailwind's lg). */
const WIDE_QUERY = '(min-width: 1024px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True while the window is wide enough for the side column. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches);
}

const TABS: ReadonlyArray<{ view: JournalView; label: string }> = [
  { view: 'entries', label: 'Entries' },
  { view: 'moods', label: 'Moods' },
];

interface JournalViewTabsProps {
  view: JournalView;
  onView: (view: JournalView) => void;
  entriesPanelId: string;
  moodsPanelId: string;
}

/** Two tabs, arrow keys moving between them (the ARIA tabs pattern, activation follows focus). */
export function JournalViewTabs({ view, onView, entriesPanelId, moodsPanelId }: JournalViewTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.view === view);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : step === 0 ? -1 : (index + step + TABS.length) % TABS.length;
    if (to < 0) return;
    event.preventDefault();
    onView(TABS[to]!.view);
    refs.current[to]?.focus();
  };
  return (
    <div role="tablist" aria-label="Journal" onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 dark:bg-slate-800">
      {TABS.map((tab, index) => {
        const selected = tab.view === view;
        return (
          <button
            key={tab.view}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${tab.view === 'entries' ? entriesPanelId : moodsPanelId}-tab`}
            aria-selected={selected}
            aria-controls={tab.view === 'entries' ? entriesPanelId : moodsPanelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onView(tab.view)}
            className={cx(
              'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
              selected ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white' : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              focusRing,
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
