import { useEffect, useState } from 'react';
import { todayLocalDate } from './date-formats';

/** The person's date today ('YYYY-MM-DD'), turning over at their midnight while the board stays open. */
export function useToday(): string {
  const [today, setToday] = useState(() => todayLocalDate());
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const timer = window.setTimeout(() => setToday(todayLocalDate()), midnight.getTime() - now.getTime() + 1000);
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}
