import { elapsedSeconds, TIMER_TICK_MS, type SessionClock } from '@cadence/shared';
import { useEffect, useState } from 'react';

/**
 * The elapsed seconds of a session, ticking every second on screen from the server's state (docs/architecture.md "Server-owned state";
 * docs/product/activity.md "Elapsed time": tick 1 s). Nothing is saved per tick. Each tick lands when the next whole second
 * of the session begins, so every timer on the page (the card, the mini tracker, the tab title) turns
 * over together; a tab that comes back from the background reads the time at once.
 */
export function useElapsedSeconds(clock: SessionClock | null | undefined, clockOffsetMs: number): number {
  const [, setTick] = useState(0);
  const resumedAt = clock?.resumedAt ?? null;

  useEffect(() => {
    if (resumedAt === null) return;
    let timer = 0;
    const schedule = () => {
      const runMs = Date.now() + clockOffsetMs - Date.parse(resumedAt);
      const untilNextSecond = TIMER_TICK_MS - (((runMs % TIMER_TICK_MS) + TIMER_TICK_MS) % TIMER_TICK_MS);
      timer = window.setTimeout(() => {
        setTick((tick) => tick + 1);
        schedule();
      }, untilNextSecond + 5);
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      setTick((tick) => tick + 1);
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [resumedAt, clockOffsetMs]);

  return clock ? elapsedSeconds(clock, Date.now() + clockOffsetMs) : 0;
}
