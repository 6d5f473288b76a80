import type { ActivityTypeSuggestion } from '../features/activity/components/activity-type-suggestion';
import { ActivityTypeSuggestionSource } from '../features/activity/components/activity-type-suggestion';
import { ActivityPage } from '../features/activity/components/activity-page';
import { useActivityTypeSuggestion as useAiTypeSuggestion } from '../features/assistant/api/use-activity-type-suggestion';

/** The AI's suggestion in the shape the activity form asks for (docs/product/ai.md "Activity type"). */
function useActivityAiSuggestion(): ActivityTypeSuggestion {
  const ai = useAiTypeSuggestion();
  return { suggested: ai.suggestion?.type ?? null, engine: ai.suggestion?.engine ?? null, onTitleBlur: ai.onTitleBlur, onTitleChange: ai.onTitleChange, onDescriptionChange: ai.onDescriptionChange };
}

/** /activity with the AI's type suggestion (docs/product/ai.md "Mounting in the areas"). */
export function ActivityRoute() {
  return (
    <ActivityTypeSuggestionSource.Provider value={useActivityAiSuggestion}>
      <ActivityPage />
    </ActivityTypeSuggestionSource.Provider>
  );
}
