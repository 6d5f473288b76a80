import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityReport } from '@cadence/shared';
import { activities } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInUserAt, type SignedInUser } from '../../testing/factories';
import { createTestClock } from '../../testing/test-clock';
import { activityCalls } from '../../testing/activity-kit';

// docs/product/activity.md "Time report": GET /api/activity-report and /api/activity-report.csv.

const clock = createTestClock(new Date('2026-11-27T12:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const BERLIN = { 'X-Timezone': 'Europe/Berlin' };

async function person(zone: Record<string, string> = BERLIN) {
  const user = await signedInUserAt(t, clock);
  const calls = activityCalls(t, user, zone);
  const add = (title: string, type: string, startedAt: string, durationSeconds: number, description?: string) =>
    calls.createJson({ title, type, startedAt, durationSeconds, ...(description ? { description } : {}) });
  const report = (query: string, headers = zone) => t.request(`/api/activity-report${query}`, { cookie: user.cookie, headers });
  const csv = (query: string, headers = zone) => t.request(`/api/activity-report.csv${query}`, { cookie: user.cookie, headers });
  const reportJson = async (query: string, headers = zone) => {
    const response = await report(query, headers);
    if (response.status !== 200) throw new Error(`report failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as ActivityReport;
  };
  return { user, add, report, csv, reportJson };
}

/** A row straight into the table, for an activity longer than 'Add Past Activity' allows (a timer kept running). */
async function insertActivity(user: SignedInUser, fields: { type: 'work' | 'learning'; title: string; startedAt: string; durationSeconds: number }) {
  await t.db.insert(activities).values({ userId: user.id, ...fields });
}

const zeroTypes = { work: 0, exercise: 0, learning: 0, leisure: 0, social: 0, other: 0 };

describe('time by type and by day', () => {
  it('an empty range has every day at zero and no types', async () => {
    const { reportJson } = await person();
    expect(await reportJson('?from=2026-11-01&to=2026-11-03')).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      totalSeconds: 0,
      byType: [],
      byDay: ['2026-11-01', '2026-11-02', '2026-11-03'].map((date) => ({ date, seconds: 0, byType: zeroTypes })),
    });
  });

  it('sums by local day and type; an activity past midnight counts on each day for its part', async () => {
    const { add, reportJson } = await person();
    await add('Write', 'work', '2026-11-02T09:00:00+01:00', 7_200);
    await add('Run', 'exercise', '2026-11-02T18:00:00+01:00', 1_800);
    // 23:30 on the 3rd to 01:15 on the 4th, Berlin time
    await add('Read', 'learning', '2026-11-03T23:30:00+01:00', 6_300);
    // before the range, and after it
    await add('Old', 'work', '2026-10-31T10:00:00+01:00', 3_600);
    await add('Later', 'work', '2026-11-05T10:00:00+01:00', 3_600);

    const report = await reportJson('?from=2026-11-02&to=2026-11-04');
    expect(report.totalSeconds).toBe(7_200 + 1_800 + 6_300);
    expect(report.byType).toEqual([
      { type: 'work', seconds: 7_200 },
      { type: 'learning', seconds: 6_300 },
      { type: 'exercise', seconds: 1_800 },
    ]);
    expect(report.byDay).toEqual([
      { date: '2026-11-02', seconds: 9_000, byType: { ...zeroTypes, work: 7_200, exercise: 1_800 } },
      { date: '2026-11-03', seconds: 1_800, byType: { ...zeroTypes, learning: 1_800 } },
      { date: '2026-11-04', seconds: 4_500, byType: { ...zeroTypes, learning: 4_500 } },
    ]);
    // A range that ends at midnight counts only the part before it.
    expect((await reportJson('?from=2026-11-03&to=2026-11-03')).totalSeconds).toBe(1_800);
    expect((await reportJson('?from=2026-11-04&to=2026-11-04')).totalSeconds).toBe(4_500);
  });

  it("the days are the person's own: the zone decides which day an activity is on", async () => {
    const { add, reportJson } = await person();
    // 02:00 UTC on the 10th: the 9th in New York, the 10th in Tokyo.
    await add('Call', 'social', '2026-11-10T02:00:00Z', 3_600);
    const inNewYork = await reportJson('?from=2026-11-09&to=2026-11-10', { 'X-Timezone': 'America/New_York' });
    const inTokyo = await reportJson('?from=2026-11-09&to=2026-11-10', { 'X-Timezone': 'Asia/Tokyo' });
    expect(inNewYork.byDay.map((day) => day.seconds)).toEqual([3_600, 0]);
    expect(inTokyo.byDay.map((day) => day.seconds)).toEqual([0, 3_600]);
    // An activity from 23:30 New York time is split at New York's midnight.
    await add('Late', 'work', '2026-11-11T04:30:00Z', 3_600);
    const split = await reportJson('?from=2026-11-10&to=2026-11-11', { 'X-Timezone': 'America/New_York' });
    expect(split.byDay.map((day) => day.seconds)).toEqual([1_800, 1_800]);
  });

  it('a daylight-saving day has 25 or 23 hours', async () => {
    const { user, reportJson } = await person();
    // From local midnight of 25 October 2026 (clocks go back in Berlin) for 30 hours.
    await insertActivity(user, { type: 'work', title: 'Kept running', startedAt: '2026-10-24T22:00:00.000Z', durationSeconds: 30 * 3_600 });
    const autumn = await reportJson('?from=2026-10-25&to=2026-10-26');
    expect(autumn.byDay.map((day) => day.seconds)).toEqual([25 * 3_600, 5 * 3_600]);
    // From local midnight of 29 March 2026 (clocks go forward) for 30 hours.
    await insertActivity(user, { type: 'learning', title: 'Long study', startedAt: '2026-03-28T23:00:00.000Z', durationSeconds: 30 * 3_600 });
    const spring = await reportJson('?from=2026-03-29&to=2026-03-30');
    expect(spring.byDay.map((day) => day.seconds)).toEqual([23 * 3_600, 7 * 3_600]);
    expect(spring.totalSeconds).toBe(30 * 3_600);
  });

  it("never counts another person's activities, nor deleted ones", async () => {
    const me = await person();
    const other = await person();
    await other.add('Theirs', 'work', '2026-11-02T09:00:00+01:00', 3_600);
    const mine = await me.add('Mine', 'leisure', '2026-11-02T10:00:00+01:00', 600);
    const gone = await me.add('Deleted', 'work', '2026-11-02T11:00:00+01:00', 600);
    await activityCalls(t, me.user, BERLIN).remove(gone.id);
    const report = await me.reportJson('?from=2026-11-02&to=2026-11-02');
    expect(report.totalSeconds).toBe(mine.durationSeconds);
    expect(report.byType).toEqual([{ type: 'leisure', seconds: 600 }]);
    const csv = await (await me.csv('?from=2026-11-02&to=2026-11-02')).text();
    expect(csv).toContain('Mine');
    expect(csv).not.toContain('Theirs');
    expect(csv).not.toContain('Deleted');
  });

  it('a year of days is allowed (366 in a leap year)', async () => {
    const { reportJson } = await person();
    const report = await reportJson('?from=2028-01-01&to=2028-12-31');
    expect(report.byDay).toHaveLength(366);
  });
});

describe('bad input is 400 in words', () => {
  it.each([
    ['', 'from', 'From must be a date written YYYY-MM-DD'],
    ['?from=2026-11-01', 'to', 'To must be a date written YYYY-MM-DD'],
    ['?from=2026-11-31&to=2026-12-01', 'from', 'From must be a date written YYYY-MM-DD'],
    ['?from=yesterday&to=2026-12-01', 'from', 'From must be a date written YYYY-MM-DD'],
    ['?from=2026-11-30&to=2026-11-01', 'to', 'The range must end on or after its first day'],
    ['?from=2025-01-01&to=2026-01-02', 'to', 'The range can span at most 366 days'],
    ['?from=2026-11-01&to=2026-11-02&type=work', '_', 'Unknown field: type'],
  ])('%s', async (query, field, message) => {
    const { report, csv } = await person();
    for (const response of [await report(query), await csv(query)]) {
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.fields[field]).toBe(message);
    }
  });

  it('both routes are for signed-in people only', async () => {
    for (const path of ['/api/activity-report?from=2026-11-01&to=2026-11-02', '/api/activity-report.csv?from=2026-11-01&to=2026-11-02']) {
      expect((await t.request(path)).status).toBe(401);
    }
  });
});

describe('the CSV download', () => {
  it('has one row per activity in the range, in the export conventions, named after the range', async () => {
    const { add, csv } = await person();
    await add('=HYPERLINK("x")', 'work', '2026-11-03T23:30:00+01:00', 6_300, 'Notes, with "quotes"\nand a line');
    await add('Gym', 'exercise', '2026-11-02T18:00:00+01:00', 1_800);
    await add('Outside', 'work', '2026-11-20T18:00:00+01:00', 1_800);
    const response = await csv('?from=2026-11-01&to=2026-11-03');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cadence-time-2026-11-01-to-2026-11-03.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')).toEqual([
      'date,start,end,duration,duration_seconds,seconds_in_range,type,title,description',
      '2026-11-02,2026-11-02T18:00:00+01:00,2026-11-02T18:30:00+01:00,0:30:00,1800,1800,exercise,Gym,',
      `2026-11-03,2026-11-03T23:30:00+01:00,2026-11-04T01:15:00+01:00,1:45:00,6300,1800,work,"'=HYPERLINK(""x"")","Notes, with ""quotes""\nand a line"`,
      '',
    ]);
  });

  it('an empty range is the header alone', async () => {
    const { csv } = await person();
    const text = await (await csv('?from=2026-11-01&to=2026-11-30')).text();
    expect(text.replace(/^\uFEFF/, '')).toBe('date,start,end,duration,duration_seconds,seconds_in_range,type,title,description\r\n');
  });
});
