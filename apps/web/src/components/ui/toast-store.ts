export type ToastTone = 'info' | 'error';

export interface ToastInput {
  message: string;
  tone?: ToastTone;
  /** One button, e.g. 'Undo'; pressing it also dismisses the toast. */
  action?: { label: string; onAction: () => void };
  durationMs?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'message' | 'tone' | 'durationMs'>> {
  id: number;
  action: ToastInput['action'];
  /** How many times this same note was raised while it showed (issue 18 §9: shown once, counted). */
  count: number;
}

const DEFAULT_DURATION_MS = 4000;
/** A burst of failures should not bury the screen. */
const MAX_TOASTS = 3;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Module-level so any code (a mutation callback, not only a component) can raise a toast. */
export const toast = {
  show(input: ToastInput): number {
    const id = nextId++;
    const tone = input.tone ?? 'info';
    // docs/product/shell.md "Toasts": the same note raised again replaces the one showing, counted, and
    // starts its time again. A note with an action is never merged: each Undo undoes its own change.
    const same = input.action ? undefined : toasts.find((t) => !t.action && t.message === input.message && t.tone === tone);
    const item: ToastItem = { id, message: input.message, tone, action: input.action, durationMs: input.durationMs ?? DEFAULT_DURATION_MS, count: (same?.count ?? 0) + 1 };
    emit([...toasts.filter((t) => t !== same), item].slice(-MAX_TOASTS));
    return id;
  },
  error(message: string): number {
    return toast.show({ message, tone: 'error' });
  },
  dismiss(id: number) {
    if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
  },
};

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}
