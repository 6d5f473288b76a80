/** The timer's face, 'hh:mm:ss' (docs/product/activity.md "Elapsed time": the mini tracker shows hh:mm:ss); hours grow past 99. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Duration display '{h}h {m}m' (docs/product/activity.md "History"): whole hours and minutes, seconds dropped. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
}

/** ISO 8601 duration for a <time dateTime> ('PT1H5M30S'), so assistive technology reads the exact length. */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || seconds === 0 ? `${rest}S` : ''}`;
}
