import type { FailureScope } from '../../components/ui/error-boundary';

// docs/product/shell.md "Errors": what a part that failed says in its place, by what happened.

export type FailureKind = 'offline' | 'updating' | 'updated' | 'broken';

export const RELOAD_TO_UPDATE = 'Reload to update';
export const TRY_AGAIN = 'Try again';
export const KEEP_TYPING_NOTE = 'Finish or copy what you are typing first: a reload clears it.';

const PAGE_TEXTS: Record<FailureKind, { title: string; text: string }> = {
  offline: { title: "You're offline", text: 'This page could not load without a connection. It opens by itself once you are back online.' },
  updating: { title: 'Updating Cadence…', text: 'A newer version is out. Reloading to get it.' },
  updated: { title: 'Cadence has been updated', text: 'This page belongs to a newer version of Cadence. Reload to update, and it opens.' },
  broken: { title: 'This page ran into a problem', text: 'Something on it could not be shown. The rest of Cadence still works: pick another page, or reload to get the latest version, which may fix it.' },
};

const PART_TEXTS: Record<FailureKind, string> = {
  offline: "You're offline, so this could not load. It loads by itself once you are back online.",
  updating: 'A newer version of Cadence is out. Reloading to get it…',
  updated: 'This belongs to a newer version of Cadence. Reload to update.',
  broken: 'This part could not be shown. The rest of the page still works.',
};

/** The title (pages only) and the sentence a failed part shows. */
export function failureTexts(kind: FailureKind, scope: FailureScope): { title: string | null; text: string } {
  if (scope === 'page') return PAGE_TEXTS[kind];
  return { title: null, text: PART_TEXTS[kind] };
}
