import { buildActivityReport, startsOfLocalDays } from '@cadence/shared';
import { describe, expect, it } from 'vitest';
import { reportSummary } from './time-report-chart';

// docs/product/activity.md "Time report": the chart is named by a sentence with its numbers.

describe('the chart says its numbers', () => {
  it('the total, the days with time, the busiest day and each type', () => {
    const dates = ['2026-11-16', '2026-11-17', '2026-11-18'];
    const starts = startsOfLocalDays(dates[0]!, dates[2]!, 'UTC');
    const report = buildActivityReport(dates, starts, [
      { type: 'work', startMs: Date.parse('2026-11-16T09:00:00Z'), durationSeconds: 7_200 },
      { type: 'learning', startMs: Date.parse('2026-11-18T09:00:00Z'), durationSeconds: 60 },
    ]);
    expect(reportSummary(report)).toBe('2 hours 1 minute logged on 2 days of 3 days; most on Mon, Nov 16 (2 hours). Work 2 hours, Learning 1 minute.');
  });
});
