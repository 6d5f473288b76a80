import { useEffect, useRef, useState } from 'react';
import { localDateOf, msUntilNextLocalDay, TIME_ZONE_CHANGED } from './local-date';

/**
 * The person's date today ('YYYY-MM-DD'), which turns over at their midnight while a screen stays
 * open, and is checked again when the tab wakes or gets focus (timers sleep with a laptop). Everything
 * that says 'Today', 'Tomorrow' or counts today's numbers reads it, so a page left open overnight shows
 * the new day (issue 17). `onNewDay` runs once per turn, e.g. to fetch the day's data again.
 */
export function useLocalToday(onNewDay?: (today: string) => void): string {
  const [today, setToday] = useState(() => localDateOf());

  useEffect(() => {
    const check = () => setToday(localDateOf());
    // One second past midnight, so the check surely lands on the new day.
    const timer = window.setTimeout(check, msUntilNextLocalDay() + 1000);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    window.addEventListener(TIME_ZONE_CHANGED, check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
      window.removeEventListener(TIME_ZONE_CHANGED, check);
    };
  }, [today]);

  const shown = useRef(today);
  const callback = useRef(onNewDay);
  callback.current = onNewDay;
  useEffect(() => {
    if (shown.current === today) return;
    shown.current = today;
    callback.current?.(today);
  }, [today]);

  return today;
}
