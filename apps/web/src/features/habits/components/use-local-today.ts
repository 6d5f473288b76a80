import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { habitKeys } from '../api/habit-keys';
import { localDateOf } from './habit-dates';

/**
 * The user's today, which moves on at local midnight while the screen stays open (or when the tab
 * wakes after it): the strip and the calendar move on, and the list is fetched again, since the
 * server's streaks are counted to a day.
 */
export function useLocalToday(): string {
  const queryClient = useQueryClient();
  const [today, setToday] = useState(() => localDateOf(new Date()));

  useEffect(() => {
    const check = () => setToday(localDateOf(new Date()));
    const now = new Date();
    const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
    const timer = window.setTimeout(check, nextMidnight.getTime() - now.getTime());
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [today]);

  const shown = useRef(today);
  useEffect(() => {
    if (shown.current === today) return;
    shown.current = today;
    void queryClient.invalidateQueries({ queryKey: habitKeys.list() });
  }, [today, queryClient]);

  return today;
}
