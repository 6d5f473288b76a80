import { Fragment } from 'react';
import { KEYBOARD_SHORTCUTS, type Shortcut } from './keyboard-shortcuts';

const kbdClass = 'min-w-7 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? <span aria-hidden="true">+</span> : null}
          <kbd className={kbdClass}>{key}</kbd>
        </Fragment>
      ))}
    </>
  );
}

function ShortcutKeys({ shortcut }: { shortcut: Shortcut }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
      <Keys keys={shortcut.keys} />
      {shortcut.or ? (
        <>
          <span>or</span>
          <Keys keys={shortcut.or} />
        </>
      ) : null}
    </span>
  );
}

/**
 * Every shortcut, by where it works (docs/product/help.md "Sections"): on the Help page and in the '?'
 * dialog. `headingLevel` fits the list under the heading it sits beneath.
 */
export function ShortcutList({ headingLevel }: { headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="space-y-5">
      {KEYBOARD_SHORTCUTS.map((group) => (
        <section key={group.title} aria-label={group.title} className="space-y-1">
          <Heading className="text-sm font-semibold text-slate-900 dark:text-white">{group.title}</Heading>
          <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {group.shortcuts.map((shortcut) => (
              <div key={shortcut.action} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-4">
                <dt className="shrink-0 sm:w-48">
                  <ShortcutKeys shortcut={shortcut} />
                </dt>
                <dd className="text-slate-700 dark:text-slate-300">{shortcut.action}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
