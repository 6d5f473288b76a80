import { lazy, Suspense, useCallback, useEffect, useLayoutEffect } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { ErrorBoundary, FailureViewContext, type FailureView } from '../../components/ui/error-boundary';
import { useLocalToday } from '../../lib/use-local-today';
import { FailureViewProvider } from '../errors/failure-boundaries';
import { FailureNotice } from '../errors/failure-notice';
import { useLaunchAction } from '../pwa/launch-action';
import { commandBar, useCommandBarView, type CommandBarView } from './command-bar-store';

// All of it loads on first use: the pages' first paint needs none of it.
const CommandBar = lazy(() => import('./command-bar').then((m) => ({ default: m.CommandBar })));
const KeyboardShortcutsDialog = lazy(() => import('./keyboard-shortcuts-dialog').then((m) => ({ default: m.KeyboardShortcutsDialog })));
const MoodCheckInDialog = lazy(() => import('./mood-check-in-dialog').then((m) => ({ default: m.MoodCheckInDialog })));
// The areas' own forms (docs/product/search.md "Command bar": nothing is duplicated).
const TodoFormDialog = lazy(() => import('../../features/todos/components/todo-form-dialog').then((m) => ({ default: m.TodoFormDialog })));
const JournalEntryDialog = lazy(() => import('../../features/journal/components/journal-entry-dialog').then((m) => ({ default: m.JournalEntryDialog })));
const PastActivityDialog = lazy(() => import('../../features/activity/components/past-activity-dialog').then((m) => ({ default: m.PastActivityDialog })));

const close = () => commandBar.close();
const show = (view: Exclude<CommandBarView, 'bar'>) => commandBar.open(view);
const closers = Object.fromEntries((['bar', 'new-task', 'new-entry', 'mood', 'past-activity', 'shortcuts'] as const).map((view) => [view, () => commandBar.closeIf(view)])) as Record<CommandBarView, () => void>;

/** A form that could not be opened says so in a dialog of its own, where it would have been. */
const failedDialog = (view: FailureView) => (
  <Dialog title="This could not be opened" onClose={close}>
    <FailureNotice {...view} />
  </Dialog>
);

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** True when a key press belongs to a field, or a dialog (not this one) or a menu is in front. */
function keyBelongsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target && (TYPING_TAGS.has(target.tagName) || target.isContentEditable)) return true;
  return document.querySelector('dialog[open], [role="menu"]') !== null;
}

/**
 * The command bar and what it opens, on every signed-in page (docs/product/search.md "Command bar"):
 * Ctrl-K or ⌘-K toggles it, even while typing in a field; '?' lists the shortcuts where the page has
 * no list of its own (the board answers '?' itself, first).
 */
export function CommandBarHost() {
  const view = useCommandBarView();
  const today = useLocalToday();
  useLaunchAction();

  // Attached before the browser paints what was committed with it: a page seen is a page that answers
  // Ctrl-K. An effect ran after the paint, and a press right then (a busy phone, a quick hand) was lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.isComposing) return;
      const current = commandBar.current();
      if (current === 'bar') {
        event.preventDefault();
        commandBar.close();
        return;
      }
      // A form in front (opened from here or by the page) keeps the keyboard, and what is typed in it.
      if (current !== null || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      commandBar.open('bar');
    };
    const onHelpKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (commandBar.current() !== null || keyBelongsElsewhere(event)) return;
      event.preventDefault();
      commandBar.open('shortcuts');
    };
    // Capture: a field's own key handling never swallows Ctrl-K. Bubble on window for '?': after the
    // page's own shortcuts (the board's, on document), which take it by preventing the default.
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keydown', onHelpKey);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keydown', onHelpKey);
    };
  }, []);

  // Leaving the signed-in pages (sign-out) closes whatever is open.
  useEffect(() => close, []);

  const onShow = useCallback((next: Exclude<CommandBarView, 'bar'>) => show(next), []);

  if (view === null) return null;
  return (
    <FailureViewContext.Provider value={failedDialog}>
      <ErrorBoundary scope="dialog" resetKey={view}>
        {/* Inside the forms, their own parts fail as anywhere else. */}
        <FailureViewProvider>
          <Suspense fallback={null}>
            {view === 'bar' ? <CommandBar onClose={closers.bar} onShow={onShow} /> : null}
            {view === 'shortcuts' ? <KeyboardShortcutsDialog onClose={closers.shortcuts} /> : null}
            {view === 'new-task' ? <TodoFormDialog target={{ mode: 'create' }} today={today} onClose={closers['new-task']} /> : null}
            {view === 'new-entry' ? <JournalEntryDialog target={{ mode: 'create' }} onClose={closers['new-entry']} /> : null}
            {view === 'mood' ? <MoodCheckInDialog onClose={closers.mood} /> : null}
            {view === 'past-activity' ? <PastActivityDialog onClose={closers['past-activity']} /> : null}
          </Suspense>
        </FailureViewProvider>
      </ErrorBoundary>
    </FailureViewContext.Provider>
  );
}
