// The Help page's words (docs/product/help.md "Sections").

export interface GuideSection {
  id: string;
  title: string;
  path?: string;
  steps: readonly string[];
}

export const AI_FEATURES: readonly { title: string; text: string }[] = [
  { title: 'AI Assistant chat', text: 'Ask about your day, your tasks or a habit you want to build; it answers from your own data.' },
  { title: 'Insights', text: 'The dashboard sums up your productive time, your mood trend, streaks at risk and goals near their date.' },
  { title: 'Journal coach', text: 'Prompts and reflections on an entry, shaped by its mood.' },
  { title: 'Goal and habit recommendations', text: 'Ideas that fit the goals and habits you already have, ready to add in one step.' },
  { title: 'Activity types', text: 'A suggested type as you name an activity.' },
];

export const GUIDES: readonly GuideSection[] = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    path: '/',
    steps: ["Start each day here: today's productive time, your active goals and today's habits.", "Today's schedule lists what you have tracked so far.", 'Your two latest journal entries sit at the bottom, with their mood.'],
  },
  {
    id: 'activity',
    title: 'Activity',
    path: '/activity',
    // issue 18 §14: each step names the button by the words on it ('Start Tracking', 'Pause', 'Resume', 'Stop').
    steps: ["Name what you are about to do, pick a type and press 'Start Tracking'.", "Press 'Pause' and 'Resume' as you go; the timer keeps running on the server, in every tab.", "Press 'Stop' to log the activity in your history."],
  },
  {
    id: 'journal',
    title: 'Journal',
    path: '/journal',
    steps: ['Write a new entry and set your mood from 1 to 10.', 'Add tags, highlights and what you are grateful for; press Enter after each.', 'Search and filter by tag to find an entry again.'],
  },
  {
    id: 'goals',
    title: 'Goals',
    path: '/goals',
    steps: ['Create a goal with a category and a target date.', 'Break it into milestones; progress follows the ones you tick off.', 'A goal completes when every milestone is done.'],
  },
  {
    id: 'habits',
    title: 'Habits',
    path: '/habits',
    steps: ['Create a habit and choose how often: daily, weekly or monthly.', 'Check it off each time; your streak counts the periods in a row.', 'Open a habit to see its weekly tracker and monthly overview.'],
  },
  {
    id: 'ai-assistant',
    title: 'AI Assistant',
    steps: ['Open the assistant from the round button at the bottom right of any page.', 'Pick a suggestion or ask in your own words; Enter sends, Shift+Enter starts a new line.', 'AI features come with Premium.'],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    path: '/',
    steps: ["The dashboard's review puts your mood, habits done and productive minutes side by side, by week or by month.", 'It points out what goes together, like your mood on the days you kept a habit.'],
  },
];

export const TIPS: readonly string[] = [
  'Keep the first habit small enough to do on a bad day.',
  'Write one line in the journal every evening; a short entry beats none.',
  'Give each goal a target date and a first milestone you can finish this week.',
  'Track your focused work with the timer; the dashboard shows where your time went.',
];

export const RESPONSE_TIME = 'We reply within 24-48 hours on business days.';
