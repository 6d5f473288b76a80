import type { ActivityType } from '@cadence/shared';
import { useCallback, useRef, useState } from 'react';
import { useAiAccess } from './get-ai-status';
import { classifyActivity } from './classify-activity';

export interface ActivityTypeSuggestion {
  type: ActivityType;
  confidence: number;
  engine: string;
}

/** How much the description's length may change before a suggestion no longer stands (docs/product/ai.md "Activity type"). */
export const DESCRIPTION_DRIFT = 10;

/** docs/product/ai.md "Activity type": a change of more than 10 characters, either way, clears the suggestion. */
export function descriptionDrifted(lengthAtSuggestion: number, lengthNow: number): boolean {
  return Math.abs(lengthNow - lengthAtSuggestion) > DESCRIPTION_DRIFT;
}

/**
 * The activity form's type suggestion (docs/product/ai.md "Activity
 * type"): asked on the title's blur when it is not empty; cleared when the title is edited or the
 * description's length changes by more than 10 characters. Failures are only logged (docs/product/ai.md "Errors"),
 * and without access nothing is asked.
 */
export function useActivityTypeSuggestion() {
  const access = useAiAccess();
  const [suggestion, setSuggestion] = useState<ActivityTypeSuggestion | null>(null);
  const descriptionLength = useRef(0);
  const request = useRef(0);

  const onTitleBlur = useCallback(
    (title: string, description: string) => {
      if (!title.trim() || (access.known && !access.allowed)) return;
      const id = ++request.current;
      classifyActivity({ title: title.trim(), description: description || null })
        .then((answer) => {
          if (id !== request.current) return;
          descriptionLength.current = description.length;
          setSuggestion({ type: answer.type, confidence: answer.confidence, engine: answer.engine.label });
        })
        .catch((error: unknown) => {
          console.warn('Activity type suggestion failed', error);
        });
    },
    [access.known, access.allowed],
  );

  const onTitleChange = useCallback(() => {
    request.current += 1;
    setSuggestion(null);
  }, []);

  const onDescriptionChange = useCallback((description: string) => {
    if (descriptionDrifted(descriptionLength.current, description.length)) {
      request.current += 1;
      setSuggestion(null);
    }
  }, []);

  return { suggestion, onTitleBlur, onTitleChange, onDescriptionChange, clear: onTitleChange };
}
