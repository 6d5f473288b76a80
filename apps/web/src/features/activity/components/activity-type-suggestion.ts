import type { ActivityType } from '@cadence/shared';
import { createContext, useContext } from 'react';

/**
 * The hook point for the AI's type suggestion (docs/product/activity.md "Type suggestion"): when the title loses focus and is
 * not blank, the AI classifies the title (and description) and suggests a type; the suggestion clears
 * when the title is edited or the description's length changes by more than 10 characters. app/
 * provides the AI's hook through ActivityTypeSuggestionSource (docs/product/ai.md "Activity type");
 * without it there is never a suggestion, and the form shows nothing for it (docs/product/activity.md
 * "Type suggestion").
 */
export interface ActivityTypeSuggestion {
  /** The suggested type, or null. */
  suggested: ActivityType | null;
  /** Who suggested it ('offline assistant' or the model's name), when there is a suggestion. */
  engine?: string | null;
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

const useNoSuggestion = (): ActivityTypeSuggestion => NO_SUGGESTION;

/** The hook the form calls; app/ gives the AI's. It is fixed for the app's life, so the hook order never changes. */
export const ActivityTypeSuggestionSource = createContext<() => ActivityTypeSuggestion>(useNoSuggestion);

export function useActivityTypeSuggestion(): ActivityTypeSuggestion {
  const useSuggestion = useContext(ActivityTypeSuggestionSource);
  return useSuggestion();
}
