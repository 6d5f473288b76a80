import type { ActivityType } from '@cadence/shared';

/**
 * The hook point for the AI's type suggestion (spec part 2 §2, §7): when the title loses focus and is
 * not blank, the AI classifies the title (and description) and suggests a type; the suggestion clears
 * when the title is edited or the description's length changes by more than 10 characters. The AI
 * issue implements this hook; until then there is never a suggestion, and the form shows nothing
 * for it (docs/product/activity.md "Type suggestion").
 */
export interface ActivityTypeSuggestion {
  /** The suggested type, or null. */
  suggested: ActivityType | null;
  onTitleBlur(title: string, description: string): void;
  onTitleChange(): void;
  onDescriptionChange(description: string): void;
}

const NO_SUGGESTION: ActivityTypeSuggestion = {
  suggested: null,
  onTitleBlur: () => undefined,
  onTitleChange: () => undefined,
  onDescriptionChange: () => undefined,
};

export function useActivityTypeSuggestion(): ActivityTypeSuggestion {
  return NO_SUGGESTION;
}
