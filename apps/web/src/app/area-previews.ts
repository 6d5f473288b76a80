// What each area not built yet will hold (docs/product/shell.md "Area previews"), shown on its page until
// the area lands, so the page reads as "coming" rather than broken (issue 7 §4).

export type PreviewedArea = 'dashboard';

export interface AreaPreviewContent {
  /** The page's h1, as the tests and the header know it. */
  title: string;
  summary: string;
  features: readonly string[];
}

export const AREA_PREVIEWS: Record<PreviewedArea, AreaPreviewContent> = {
  dashboard: {
    title: 'Dashboard',
    summary: 'Your day at a glance, once the areas behind it are in place.',
    features: [
      "Today's productive time, your active goals and today's habits",
      "Today's schedule of tracked activities",
      'Your two most recent journal entries, with their mood',
      'Insights from the AI assistant',
    ],
  },
};
