import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { getToasts, toast } from './toast-store';

// docs/product/shell.md "Toasts": the same note is shown once, counted (issue 18 §9).

afterEach(() => {
  for (const item of getToasts()) toast.dismiss(item.id);
});

describe('toasts', () => {
  it('three identical notes become one, counted', () => {
    for (let i = 0; i < 3; i += 1) toast.show({ message: 'Habit created successfully!' });
    expect(getToasts().map(({ message, count }) => ({ message, count }))).toEqual([{ message: 'Habit created successfully!', count: 3 }]);
  });

  it('an error and a note with the same words stay apart, and so do notes with an action', () => {
    toast.show({ message: 'Saved' });
    toast.error('Saved');
    const undo = { label: 'Undo', onAction: () => undefined };
    toast.show({ message: 'Entry deleted', action: undo });
    toast.show({ message: 'Entry deleted', action: undo });
    expect(getToasts()).toHaveLength(3);
    expect(getToasts().filter((t) => t.message === 'Entry deleted')).toHaveLength(2);
  });

  it('the repeated note moves to the newest place, with a new id (its time starts again)', () => {
    const first = toast.show({ message: 'A' });
    toast.show({ message: 'B' });
    const again = toast.show({ message: 'A' });
    expect(again).not.toBe(first);
    expect(getToasts().map((t) => t.message)).toEqual(['B', 'A']);
  });

  it('never shows the same action-less note twice, nor more than three toasts, and counts every raise', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 30 }), (messages) => {
        for (const item of getToasts()) toast.dismiss(item.id);
        for (const message of messages) toast.show({ message });
        const shown = getToasts();
        expect(shown.length).toBeLessThanOrEqual(3);
        expect(new Set(shown.map((t) => t.message)).size).toBe(shown.length);
        // The newest toast counts every raise of its note in a row back to the last time it was dropped.
        const last = shown.at(-1);
        if (last) expect(last.count).toBeGreaterThanOrEqual(1);
        if (messages.length > 0 && messages.every((m) => m === messages[0])) expect(last?.count).toBe(messages.length);
      }),
    );
  });
});
