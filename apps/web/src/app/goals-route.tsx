import { lazy, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { GoalsPage } from '../features/goals/components/goals-page';

// Issue 19: the AI panel's code loads when the panel is opened, not with the goals list's first paint.
const GoalRecommendationsPanel = lazy(() => import('../features/assistant/components/goal-recommendations-panel').then((m) => ({ default: m.GoalRecommendationsPanel })));

/** /goals with its AI recommendations (docs/product/ai.md "Mounting in the areas", "Goal suggestions"). */
export function GoalsRoute() {
  return (
    <GoalsPage
      renderRecommendations={({ fillCreateForm, close }) => (
        <Suspense fallback={<Spinner label="Loading recommendations" />}>
          <GoalRecommendationsPanel onUseGoal={fillCreateForm} onClose={close} />
        </Suspense>
      )}
    />
  );
}
