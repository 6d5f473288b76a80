import { useRef, type KeyboardEvent } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';
import type { LoginView } from './login-view';

const TABS: ReadonlyArray<{ view: LoginView; label: string }> = [
  { view: 'sign_in', label: 'Sign In' },
  { view: 'sign_up', label: 'Sign Up' },
];

/** The Sign In / Sign Up switch, a tablist with arrow-key movement. */
export function LoginTabs({ view, panelId, onSelect }: { view: LoginView; panelId: string; onSelect: (view: LoginView) => void }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    onSelect(TABS[next]!.view);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Account" className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
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
            id={`login-tab-${tab.view}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.view)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cx(
              'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
              focusRing,
              selected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
