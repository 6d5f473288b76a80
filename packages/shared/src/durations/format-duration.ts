// docs/product/activity.md "Durations" (issue 18 item 5): one way to write a length of time, used by every
// screen and by the server wherever it writes a duration into text. It never hides recorded time: a
// minute and more reads '{h}h {m}m' (the spec's display, whole minutes rounded down); under a minute it
// reads the seconds ('14s'), so a short activity never reads '0h 0m'.

const SECONDS_PER_MINUTE = 60;

function wholeSeconds(totalSeconds: number): number {
  return Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
}

/** '14s' under a minute, '0h 1m', '2h 5m' from a minute on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = wholeSeconds(totalSeconds);
  if (seconds < SECONDS_PER_MINUTE) return `${seconds}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / SECONDS_PER_MINUTE)}m`;
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The same length said in words, for assistive technology, with the same rounding as formatDuration:
 * '14 seconds', '5 minutes', '1 hour', '2 hours 5 minutes'.
 */
export function durationInWords(totalSeconds: number): string {
  const seconds = wholeSeconds(totalSeconds);
  if (seconds < SECONDS_PER_MINUTE) return counted(seconds, 'second');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / SECONDS_PER_MINUTE);
  if (hours === 0) return counted(minutes, 'minute');
  return minutes === 0 ? counted(hours, 'hour') : `${counted(hours, 'hour')} ${counted(minutes, 'minute')}`;
}

/** ISO 8601 duration for a <time dateTime> ('PT1H5M30S'), so assistive technology reads the exact length. */
export function isoDuration(totalSeconds: number): string {
  const seconds = wholeSeconds(totalSeconds);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || seconds === 0 ? `${rest}S` : ''}`;
}
