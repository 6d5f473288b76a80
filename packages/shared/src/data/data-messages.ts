/**
 * The words of "Your data" on the profile (docs/product/data.md; issue 20): the account's deletion.
 * The spec has no such screen; these are ours, written in its voice.
 */
export const DATA_TEXTS = {
  sectionTitle: 'Your data',
  sectionIntro: 'Everything you keep in Cadence belongs to you.',
  deleteTitle: 'Delete account',
  deleteIntro: 'Delete your account and everything in it, for good. This cannot be undone.',
  deleteButton: 'Delete account',
  dialogTitle: 'Delete your account?',
  /** What goes, in the order a person thinks of it. */
  removed: [
    'Your tasks and their history',
    'Your journal entries and moods',
    'Your goals and milestones',
    'Your habits and their check-ins',
    'Your activities and the running timer',
    'Your subscription, AI settings and usage',
    'Your profile, settings and every signed-in device',
  ],
  passwordLabel: 'Password',
  confirmationLabel: 'Type DELETE to confirm',
  confirmButton: 'Delete my account',
  deleted: 'Your account has been deleted. A last e-mail confirms it.',
  failed: 'Could not delete your account. Please try again.',
} as const;

export const DATA_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  passwordIncorrect: 'Your password is incorrect',
  confirmationRequired: 'Type DELETE to confirm',
} as const;

/** The word a person types to confirm, exactly (docs/product/data.md "Deleting the account"). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** GET /api/calendar-feed: whether the person has a feed link, and since when. */
export interface CalendarFeedStatus {
  active: boolean;
  createdAt: string | null;
}

/** POST /api/calendar-feed: the new link, the one time it is shown. */
export interface CalendarFeedLink {
  url: string;
  createdAt: string;
}

/** The words of the calendar feed on 'Your data' (docs/product/data.md "Calendar feed"). */
export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar feed',
  intro: 'See your due tasks, goal target dates and milestones in Google Calendar, Apple Calendar or Thunderbird. The link is private: anyone who has it can see those dates and titles.',
  create: 'Create calendar link',
  replace: 'Replace link',
  turnOff: 'Turn off',
  copy: 'Copy link',
  copied: 'Link copied',
  shownOnce: 'Copy this link now: for your privacy it is shown only once. Add it in your calendar app as a subscription ("From URL").',
  active: (since: string) => `A calendar link is active since ${since}.`,
  none: 'No calendar link yet.',
  replaceAsk: 'Replace the calendar link? The current link stops working at once; calendars subscribed to it stop updating until you add the new one.',
  turnOffAsk: 'Turn off the calendar link? It stops working at once; calendars subscribed to it stop updating.',
  failed: 'Could not change the calendar link. Please try again.',
  loadFailed: "We couldn't load your calendar link right now.",
} as const;

/** The words of the export on 'Your data' (docs/product/data.md "Export"). */
export const EXPORT_TEXTS = {
  title: 'Export your data',
  intro: 'One file with everything in your account: your own format to import back, spreadsheets (CSV), your journal as Markdown, and your dates for a calendar.',
  button: 'Export your data',
  preparing: 'Preparing your export…',
  progress: (size: string) => `Preparing your export… ${size} so far`,
  cancel: 'Cancel',
  done: 'Your export is downloaded.',
  failed: 'Could not export your data. Please try again.',
  exportFirst: 'Want a copy first?',
  exportFirstButton: 'Export your data first',
} as const;
