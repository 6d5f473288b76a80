// What each area not built yet will hold (docs/product/shell.md "Area previews"), shown on its page until
// the area lands, so the page reads as "coming" rather than broken (issue 7 §4).

export type PreviewedArea = 'subscription';

export interface AreaPreviewContent {
  /** The page's h1, as the tests and the header know it. */
  title: string;
  summary: string;
  features: readonly string[];
}

export const AREA_PREVIEWS: Record<PreviewedArea, AreaPreviewContent> = {
  subscription: {
    title: 'Premium',
    summary: 'Premium unlocks the AI features: the chat assistant, insights, recommendations and journal analysis.',
    features: ['Monthly: $9.99 per month', 'Yearly: $89.99 per year, save 25%, with priority support and advanced analytics', 'A demonstration activation: no payment is taken'],
  },
};
