import { HabitRecommendationsPanel } from '../features/assistant/components/habit-recommendations-panel';
import { HabitsPage } from '../features/habits/components/habits-page';

/** /habits with its AI recommendations (docs/product/ai.md "Mounting in the areas", "Habit recommendations"). */
export function HabitsRoute() {
  return <HabitsPage renderRecommendations={({ fillCreateForm, close }) => <HabitRecommendationsPanel onAddHabit={fillCreateForm} onClose={close} />} />;
}
