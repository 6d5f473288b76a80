import { useQueryClient } from '@tanstack/react-query';
import { useLocalToday } from '../../../lib/use-local-today';
import { habitKeys } from '../api/habit-keys';

/**
 * The person's today on the habits screen: when it turns over with the screen open, the strip and the
 * calendar move on and the list is fetched again, since the server's streaks are counted to a day.
 */
export function useHabitsToday(): string {
  const queryClient = useQueryClient();
  return useLocalToday(() => void queryClient.invalidateQueries({ queryKey: habitKeys.list() }));
}
