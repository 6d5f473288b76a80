import type { Habit } from '@cadence/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The parameter a habit's reminder opens the page with: /habits?habit=<id> (docs/product/reminders.md). */
export const HABIT_LINK_PARAMETER = 'habit';

/** How long the linked card stays highlighted. */
const HIGHLIGHT_MS = 4_000;
/** How many frames to wait for the card to be drawn (the list mounts in a transition). */
const MAX_FRAMES = 60;

/**
 * /habits?habit=<id> (a click on a habit's reminder, docs/product/reminders.md): once the habits have
 * loaded, the list shows every category, and that card is scrolled to, focused and highlighted for a
 * few seconds. The parameter is removed once acted on, so a reload or Back does not do it again.
 * Answers the highlighted habit's id.
 */
export function useHabitLink(habits: readonly Habit[] | undefined, showAll: () => void): string | null {
  const [params, setParams] = useSearchParams();
  const id = params.get(HABIT_LINK_PARAMETER);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    if (!id || !habits) return;
    setParams(
      (current) => {
        current.delete(HABIT_LINK_PARAMETER);
        return current;
      },
      { replace: true },
    );
    // A habit deleted since the reminder was sent: the page as it is.
    if (!habits.some((habit) => habit.id === id)) return;
    showAll();
    setHighlighted(id);
  }, [id, habits, showAll, setParams]);

  useEffect(() => {
    if (!highlighted) return;
    let frame = 0;
    let frames = 0;
    const reveal = () => {
      const card = document.querySelector<HTMLElement>(`[data-habit-card="${CSS.escape(highlighted)}"]`);
      if (card) {
        card.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
        card.focus({ preventScroll: true });
      } else if (frames++ < MAX_FRAMES) frame = requestAnimationFrame(reveal);
    };
    frame = requestAnimationFrame(reveal);
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [highlighted]);

  return highlighted;
}
