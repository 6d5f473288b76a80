import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDeliveries } from '../../db/schema';
import { createTestClock } from '../../testing/test-clock';
import { buildTodo, personWithDevice, remindersTestBed, secondInstance, type RemindersTestBed } from '../../testing/reminders-kit';

// docs/decisions/019-reminders-web-push.md "Exactly once": two instances on one database (PostgreSQL
// when TEST_DATABASE_URL is set, each instance with its own connection pool) run the scheduler at the
// same moment; every reminder reaches the device once. A restarted instance sends nothing twice.

const clock = createTestClock(new Date('2026-06-10T08:00:00Z'));
let bed: RemindersTestBed;
beforeAll(async () => {
  bed = await remindersTestBed(clock);
});
afterAll(async () => bed.close());

describe('two instances on one database', () => {
  it('racing for the same reminders at the same moment send each exactly once', async () => {
    const me = await personWithDevice(bed, clock, 'Europe/Berlin');
    const tasks = await Promise.all(Array.from({ length: 12 }, (_, index) => buildTodo(bed.t, me, { title: `Task ${index}`, dueDate: '2026-06-10', dueTime: '15:00', reminder: 'at' })));
    await bed.t.request('/api/habits', { json: { title: 'Stretch', reminderTimes: ['15:00'] }, cookie: me.cookie, headers: me.zone });
    const other = await secondInstance(bed, clock);
    try {
      clock.set(new Date('2026-06-10T13:00:00Z'));
      const now = clock.now();
      const runs = await Promise.all([bed.t.cadence.runDueReminders(now), other.cadence.runDueReminders(now), bed.t.cadence.runDueReminders(now), other.cadence.runDueReminders(now)]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(13);
      const received = bed.push.receivedAt(me.subscription.endpoint).map((push) => push.payload.title);
      expect(received.sort()).toEqual([...tasks.map((task) => task.title), 'Stretch'].sort());
    } finally {
      await other.closeAll();
    }
    // After a restart (a new instance), a later run finds them all settled.
    const restarted = await secondInstance(bed, clock);
    try {
      clock.set(new Date('2026-06-10T13:05:00Z'));
      expect(await restarted.cadence.runDueReminders(clock.now())).toEqual({ sent: 0, skipped: 0 });
      expect(bed.push.receivedAt(me.subscription.endpoint)).toHaveLength(13);
      expect(await bed.t.db.select().from(reminderDeliveries)).toHaveLength(13);
    } finally {
      await restarted.closeAll();
    }
  });
});
