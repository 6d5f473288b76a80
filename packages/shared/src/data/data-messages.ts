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

/** The words of the import on 'Your data' (docs/product/data.md "Import"). */
export const IMPORT_TEXTS = {
  title: 'Import data',
  intro: 'Bring your data back from a Cadence export, or from the apps you are leaving: Todoist (CSV), Loop Habit Tracker (CSV export, zipped), Daylio (CSV) or Day One (JSON export, zipped). You see what will be added before anything is.',
  chooseFile: 'Choose a file to import',
  reading: 'Reading your file…',
  uploading: (sent: string, total: string) => `Sending your file… ${sent} of ${total}`,
  previewTitle: 'Ready to import',
  nothingNew: 'Nothing new to add: everything in this file is already in your account.',
  alreadyThere: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'row is' : 'rows are'} already in your account and will be skipped.`,
  refusedTitle: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'} will not be imported:`,
  moreRefused: (count: number) => `…and ${count.toLocaleString('en-US')} more`,
  confirm: 'Import',
  importing: 'Importing…',
  cancel: 'Cancel',
  failed: 'Could not import this file. Please try again.',
  expired: 'This preview has expired. Choose the file again.',
} as const;

/** The most an import takes, in bytes, and in the person's words (docs/product/data.md "Import"). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 50 MB, the most an import takes.',
  empty: 'The file is empty.',
  notRecognised: 'This file is not one Cadence can import: choose a Cadence export, a Todoist CSV, a Loop Habit Tracker export, a Daylio CSV or a Day One JSON export.',
  notText: 'This file is neither text nor a zip archive Cadence can read.',
  damagedZip: 'The zip file is damaged or incomplete. Download the export again and choose the new file.',
  zipTooLarge: 'The zip file unpacks to more than 100 MB, more than an import takes.',
  invalidJson: 'The file is not complete JSON: it may have been cut short. Download the export again and choose the new file.',
  wrongVersion: (version: unknown) => `This archive is version ${String(version)} of the Cadence format; this Cadence reads version 1.`,
  notAnArchive: 'This JSON file is not a Cadence export.',
  draftNotFound: 'This import preview was not found. It may have expired: choose the file again.',
} as const;
