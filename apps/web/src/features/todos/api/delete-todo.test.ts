import { describe, expect, it } from 'vitest';
import { deletedMessage } from './delete-todo';

describe('the delete toast names the task (issue 13)', () => {
  it('says which task, cutting a long title', () => {
    expect(deletedMessage('Call Sam')).toBe('Task "Call Sam" deleted');
    const long = deletedMessage('x'.repeat(200));
    expect(long.length).toBeLessThan(80);
    expect(long).toMatch(/…" deleted$/);
  });
});
