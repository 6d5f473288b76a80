// What each area not built yet will hold (docs/product/shell.md "Area previews"), shown on its page until
// the area lands, so the page reads as "coming" rather than broken (issue 7 §4).

export type PreviewedArea = 'activity' | 'habits' | 'subscription';

export interface AreaPreviewContent {
  /** The page's h1, as the tests and the header know it. */
  title: string;
  summary: string;
  features: readonly string[];
}

export const AREA_PREVIEWS: Record<PreviewedArea, AreaPreviewContent> = {
  activity: {
    title: 'Activity',
    summary: 'A timer for what you work on, and a record of where your time went.',
    features: [
      'Start an activity with a title and a type; pause and resume it',
      'A suggested type as you name the activity',
      'Energy, focus and satisfaction for each session',
      'Your activity history',
    ],
  },
  habits: {
    title: 'Habits',
    summary: 'Daily, weekly or monthly habits, and the streaks that keep them going.',
    features: ['A time of day and a category for each habit', "A check for today and the last 7 days at a glance", 'Streaks, a weekly tracker and a monthly overview', 'Habit ideas from the AI assistant'],
  },
  subscription: {
    title: 'Premium',
    summary: 'Premium unlocks the AI features: the chat assistant, insights, recommendations and journal analysis.',
    features: ['Monthly: $9.99 per month', 'Yearly: $89.99 per year, save 25%, with priority support and advanced analytics', 'A demonstration activation: no payment is taken'],
  },
};
