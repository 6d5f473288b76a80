import { TODO_STATUSES } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { toggleActionFor } from './toggle-action';

describe('the toggle is named for what it does (docs/product/todos.md "Toggle", issue 18 item 3)', () => {
  it("'Move to In Progress', 'Mark complete', 'Reopen', following the spec's cycle, never 'Start'", () => {
    expect(toggleActionFor('not_started')).toMatchObject({ label: 'Move to In Progress', next: 'in_progress' });
    expect(toggleActionFor('in_progress')).toMatchObject({ label: 'Mark complete', next: 'completed' });
    expect(toggleActionFor('completed')).toMatchObject({ label: 'Reopen', next: 'not_started' });
    expect(new Set(TODO_STATUSES.map((status) => toggleActionFor(status).label)).size).toBe(3);
    for (const status of TODO_STATUSES) expect(toggleActionFor(status).label).not.toMatch(/^Start/);
  });

  it('the words a card shows are part of the name (WCAG 2.5.3 label in name)', () => {
    for (const status of TODO_STATUSES) {
      const { label, short } = toggleActionFor(status);
      expect(label.toLowerCase()).toContain(short.toLowerCase());
    }
  });
});
