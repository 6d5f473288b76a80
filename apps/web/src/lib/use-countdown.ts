import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking down to 0; `start(n)` sets a new deadline. */
export function useCountdown() {
  const [deadlineMs, setDeadlineMs] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadlineMs === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadlineMs(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);

  const start = useCallback((seconds: number) => {
    if (seconds <= 0) return;
    setSecondsLeft(seconds);
    setDeadlineMs(Date.now() + seconds * 1000);
  }, []);

  const reset = useCallback(() => {
    setDeadlineMs(null);
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, start, reset };
}
