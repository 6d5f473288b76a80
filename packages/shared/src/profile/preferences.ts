import { isValidTimeZone } from '../calendar/local-date';
import { WEEK_STARTS, type WeekStart } from '../calendar/calendar-days';
import { z } from '../zod';

// docs/product/accounts.md "Preferences" (issue 18 §12): the person's time zone and the first day of
// their week, stored with their profile.

export const PREFERENCE_MESSAGES = {
  unknownTimeZone: 'Choose a time zone from the list',
  invalidWeekStart: 'The week can start on Sunday or Monday',
  nothingToChange: 'Choose a time zone or a first day of the week',
  saved: 'Preferences saved',
} as const;

export interface Preferences {
  /** The person's IANA zone, or null: the zone of the browser they use (the default). */
  timeZone: string | null;
  weekStart: WeekStart;
}

/** PATCH /api/profile/preferences: either or both; a null time zone goes back to the browser's. */
export const updatePreferencesRequestSchema = z
  .strictObject({
    timeZone: z
      .string({ error: PREFERENCE_MESSAGES.unknownTimeZone })
      .max(64, PREFERENCE_MESSAGES.unknownTimeZone)
      .refine((zone) => isValidTimeZone(zone), PREFERENCE_MESSAGES.unknownTimeZone)
      .nullable()
      .optional(),
    weekStart: z.enum(WEEK_STARTS, { error: PREFERENCE_MESSAGES.invalidWeekStart }).optional(),
  })
  .refine((input) => input.timeZone !== undefined || input.weekStart !== undefined, PREFERENCE_MESSAGES.nothingToChange);
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequestSchema>;
