import { useEffect, type RefObject } from 'react';

/** docs/product/todos.md "Task form" (and the other forms that cite it): focus moves 50 ms after opening. */
export const FIRST_FIELD_FOCUS_DELAY_MS = 50;

/**
 * True when the person has already put focus in a place to type or choose: then a form's delayed
 * first-field focus must leave it there. Otherwise a fast hand that clicked another field (the
 * checklist's input in Edit Task) had its typing land in the title (the full run's flake, issue 22).
 */
export function personChoseAField(active: { matches(selector: string): boolean } | null): boolean {
  return active !== null && active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * Moves focus to the form's field `name` shortly after it opens, unless the person has chosen a field
 * of their own by then. The short delay lets the native dialog's own focus (its first button) settle.
 */
export function useFirstFieldFocus(formRef: RefObject<HTMLFormElement | null>, name: string): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (personChoseAField(document.activeElement)) return;
      const field = formRef.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.focus();
    }, FIRST_FIELD_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [formRef, name]);
}
