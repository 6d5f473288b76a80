import { GoalRecommendationsPanel } from '../features/assistant/components/goal-recommendations-panel';
import { GoalsPage } from '../features/goals/components/goals-page';

/** /goals with its AI recommendations (docs/product/ai.md "Mounting in the areas", "Goal suggestions"). */
export function GoalsRoute() {
  return <GoalsPage renderRecommendations={({ fillCreateForm, close }) => <GoalRecommendationsPanel onUseGoal={fillCreateForm} onClose={close} />} />;
}
