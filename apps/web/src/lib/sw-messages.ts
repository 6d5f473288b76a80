/** What the page and its service worker say to each other (docs/product/offline.md "Updates"). */
export const SW_MESSAGES = {
  /** Page → waiting worker: take over now; the page reloads once it has. */
  activate: 'cadence:activate',
} as const;
