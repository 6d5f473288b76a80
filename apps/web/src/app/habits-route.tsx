import { lazy, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { HabitsPage } from '../features/habits/components/habits-page';

// Issue 19: the AI panel's code loads when the panel is opened, not with the habits list's first paint.
const HabitRecommendationsPanel = lazy(() => import('../features/assistant/components/habit-recommendations-panel').then((m) => ({ default: m.HabitRecommendationsPanel })));

/** /habits with its AI recommendations (docs/product/ai.md "Mounting in the areas", "Habit recommendations"). */
export function HabitsRoute() {
  return (
    <HabitsPage
      renderRecommendations={({ fillCreateForm, close }) => (
        <Suspense fallback={<Spinner label="Loading recommendations" />}>
          <HabitRecommendationsPanel onAddHabit={fillCreateForm} onClose={close} />
        </Suspense>
      )}
    />
  );
}
