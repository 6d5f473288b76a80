import { type ActivityReport, activityReportFileName } from '@cadence/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiResponse } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

// docs/product/activity.md "Time report": GET /api/activity-report and its CSV.

export interface ReportRange {
  from: string;
  to: string;
}

const rangeQuery = (range: ReportRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

/** The CSV's address for a range (the link's href; the download itself goes through the API client). */
export const activityReportCsvPath = (range: ReportRange) => `/api/activity-report.csv?${rangeQuery(range)}`;

export function getActivityReport(range: ReportRange, signal?: AbortSignal): Promise<ActivityReport> {
  return apiRequest<ActivityReport>(`/api/activity-report?${rangeQuery(range)}`, { signal });
}

/** Under the area's root key, so a change to the history in any tab makes the report stale too. */
export const activityReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: [...activityKeys.all, 'report', range.from, range.to] as const,
    queryFn: ({ signal }) => getActivityReport(range, signal),
    // The last range stays on screen while the next one loads, so the section keeps its height.
    placeholderData: keepPreviousData,
  });

export function useActivityReport(range: ReportRange | null) {
  return useQuery({ ...activityReportQueryOptions(range ?? { from: '', to: '' }), enabled: range !== null });
}

/**
 * Downloads the range's CSV. Through the API client rather than a plain navigation, so the server
 * hears the browser's zone (X-Timezone) and the file's days are the person's.
 */
export async function downloadActivityReport(range: ReportRange): Promise<void> {
  const response = await apiResponse(activityReportCsvPath(range));
  const blob = await response.blob();
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = activityReportFileName(range);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
