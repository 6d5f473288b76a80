/**
 * What the service worker tells a page when a reminder's notification is clicked
 * (docs/product/reminders.md): open this screen of the app. A window the worker does not control
 * cannot be navigated by it, so the page moves itself, without a reload.
 */
export const SW_NOTIFICATION_MESSAGES = {
  /** Worker → page: `{ type, url }`, an app path such as '/todos?task=<id>'. */
  open: 'cadence:open',
} as const;
