import { InsightsCard } from '../features/assistant/components/insights-card';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

/** / with its AI Assistant Insights card (docs/product/ai.md "Mounting in the areas", "Insights"). */
export function DashboardRoute() {
  return <DashboardPage insights={<InsightsCard />} />;
}
