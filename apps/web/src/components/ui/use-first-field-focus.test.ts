import { describe, expect, it } from 'vitest';
import { personChoseAField } from './use-first-field-focus';

// A stand-in for document.activeElement: `matches` answers for the one tag it is.
const element = (tag: string, editable = false) => ({
  matches: (selector: string) => selector.split(',').some((part) => {
    const wanted = part.trim();
    return wanted === tag || (editable && wanted === '[contenteditable="true"]');
  }),
});

describe('personChoseAField', () => {
  it('is true when focus is already in a field the person can type or choose in', () => {
    for (const tag of ['input', 'textarea', 'select']) expect(personChoseAField(element(tag))).toBe(true);
    expect(personChoseAField(element('div', true))).toBe(true);
  });

  it("is false for the dialog's own first button, the body, or nothing", () => {
    expect(personChoseAField(element('button'))).toBe(false);
    expect(personChoseAField(element('body'))).toBe(false);
    expect(personChoseAField(null)).toBe(false);
  });
});
