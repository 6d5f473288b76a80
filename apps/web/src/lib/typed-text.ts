// docs/product/shell.md "Errors": a reload by itself never throws away what a person has typed.

const TEXT_INPUTS = 'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="url"], input[type="tel"], input[type="number"]';

/** True when a field on the page, still open, holds something typed. */
export function pageHoldsTypedText(root: ParentNode = document): boolean {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_INPUTS)) {
    if (!field.disabled && !field.readOnly && field.value.trim() !== '') return true;
  }
  for (const editable of root.querySelectorAll<HTMLElement>('[contenteditable="true"], [contenteditable=""]')) {
    if ((editable.textContent ?? '').trim() !== '') return true;
  }
  return false;
}
