import type { ActivityType, GoalCategory, HabitFrequency, TodoPriority, TodoStatus, WeekStart } from '@cadence/shared';

// Issue 18 §7: the evaluation's accounts, each with data known in advance. Every day is an offset from
// the evaluation's today (Wednesday 10 March 2027 in Berlin, 16:00), so the checker can derive what each
// answer should say from these declarations alone, by the product's shared rules.

/** The evaluation's instant and zone: a Wednesday afternoon in Berlin (UTC+1 in March). */
export const EVAL_NOW = new Date('2027-03-10T15:00:00.000Z');
export const EVAL_ZONE = 'Europe/Berlin';

export interface SeedTask {
  title: string;
  priority: TodoPriority;
  /** Days from today, or null for no due date. */
  due: number | null;
  status: TodoStatus;
}

export interface SeedHabit {
  title: string;
  frequency: HabitFrequency;
  /** Days from today it was marked done (0 today, -1 yesterday). */
  doneOn: readonly number[];
}

export interface SeedGoal {
  title: string;
  category: GoalCategory;
  /** Days from today of the target date, or null. */
  target: number | null;
  milestones: ReadonlyArray<{ title: string; done: boolean }>;
}

export interface SeedEntry {
  /** How prompts refer to it. */
  key: string;
  content: string;
  mood: number;
  tags: readonly string[];
  day: number;
  hour: number;
}

export interface SeedCheckIn {
  value: number;
  day: number;
  hour: number;
}

export interface SeedActivity {
  title: string;
  type: ActivityType;
  day: number;
  hour: number;
  seconds: number;
}

export interface Persona {
  key: string;
  name: string;
  weekStart: WeekStart;
  tasks: readonly SeedTask[];
  habits: readonly SeedHabit[];
  goals: readonly SeedGoal[];
  entries: readonly SeedEntry[];
  checkIns: readonly SeedCheckIn[];
  /** Added as past activities (a minute or more each). */
  activities: readonly SeedActivity[];
  /** Tracked with the timer today, ending an hour before now (issue 18 §7: 14 seconds read "1h"). */
  timedToday?: { title: string; type: ActivityType; seconds: number };
}

const task = (title: string, priority: TodoPriority, due: number | null, status: TodoStatus = 'not_started'): SeedTask => ({ title, priority, due, status });

/** A busy planner: tasks due over the coming weeks, habits of every frequency, two goals, three weeks of moods. */
const MAYA: Persona = {
  key: 'maya',
  name: 'Maya Lind',
  weekStart: 'sunday',
  tasks: [
    task('Send the Acme invoice', 'high', -2),
    task('Renew the domain', 'low', -1),
    task('Review the contract', 'high', 0),
    task('Book the dentist', 'low', 0),
    task('Polish the pitch deck', 'medium', 4, 'in_progress'),
    task('Call the accountant', 'medium', 1),
    task('Prepare the board update', 'high', 1),
    task('Order printer ink', 'low', 2),
    task('Draft the Q2 roadmap', 'high', 12),
    task('Plan the team offsite', 'high', null),
    task('Tidy the shared drive', 'low', null),
    task('Archive old projects', 'medium', 20),
    task('Write the launch post', 'medium', 3),
    task('Submit the expense report', 'medium', -5, 'completed'),
  ],
  habits: [
    { title: 'Meditate', frequency: 'daily', doneOn: [-1, -2, -3, -4, -5, -6] },
    { title: 'Read before bed', frequency: 'daily', doneOn: [0, -1, -2] },
    { title: 'Stretch', frequency: 'daily', doneOn: [-3, -4] },
    { title: 'Long run', frequency: 'weekly', doneOn: [-4, -11, -18] },
    { title: 'Budget review', frequency: 'monthly', doneOn: [-12, -40] },
  ],
  goals: [
    {
      title: 'Run a half marathon',
      category: 'fitness',
      target: 9,
      milestones: [
        { title: 'Run 5 km', done: true },
        { title: 'Run 10 km', done: true },
        { title: 'Run 15 km', done: false },
        { title: 'Run 21 km', done: false },
        { title: 'Register for the race', done: false },
      ],
    },
    {
      title: 'Launch the online course',
      category: 'career',
      target: 60,
      milestones: [
        { title: 'Outline the modules', done: true },
        { title: 'Record the videos', done: false },
        { title: 'Open sign-ups', done: false },
      ],
    },
  ],
  entries: [
    { key: 'maya-mixed', content: 'I got the job offer, but my grandmother is in hospital and I am scared. Happy and sad at once.', mood: 5, tags: ['family', 'work'], day: -1, hour: 21 },
    { key: 'maya-bright', content: 'Wonderful run by the river, felt strong and proud. Grateful for the sun.', mood: 9, tags: ['running'], day: -3, hour: 19 },
    { key: 'maya-low', content: 'Exhausted and stressed, the deadline slipped again and I snapped at Tom.', mood: 3, tags: ['work'], day: -9, hour: 22 },
    { key: 'maya-old', content: 'A calm Sunday. Cooked, read, slept early.', mood: 7, tags: [], day: -16, hour: 20 },
  ],
  checkIns: [
    { value: 6, day: 0, hour: 9 },
    { value: 4, day: -1, hour: 13 },
    { value: 7, day: -2, hour: 10 },
    { value: 8, day: -3, hour: 8 },
    { value: 5, day: -6, hour: 12 },
    { value: 6, day: -8, hour: 9 },
    { value: 7, day: -10, hour: 9 },
    { value: 8, day: -12, hour: 18 },
    { value: 6, day: -13, hour: 11 },
  ],
  activities: [
    { title: 'Deep work: pricing page', type: 'work', day: 0, hour: 9, seconds: 80 * 60 },
    { title: 'Spanish lesson', type: 'learning', day: 0, hour: 12, seconds: 25 * 60 + 30 },
    { title: 'Morning run', type: 'exercise', day: 0, hour: 7, seconds: 40 * 60 },
    { title: 'Client call', type: 'work', day: -1, hour: 10, seconds: 55 * 60 },
    { title: 'Coffee with Sam', type: 'social', day: -2, hour: 16, seconds: 70 * 60 },
  ],
  timedToday: { title: 'Quick email to Acme', type: 'work', seconds: 14 },
};

/** Weeks from Monday; a low, mixed fortnight; one weekly habit done on Sunday. */
const LEO: Persona = {
  key: 'leo',
  name: 'Leo Brandt',
  weekStart: 'monday',
  tasks: [
    task('Fix the login bug', 'high', 0, 'in_progress'),
    task('Answer support tickets', 'medium', -3),
    task('Update the pricing page', 'low', 5),
    task('Write the grant proposal', 'high', 6),
  ],
  habits: [
    // 2027-03-07 (day -3) was a Sunday: from Monday it is last week, from Sunday this week.
    { title: 'Swim', frequency: 'weekly', doneOn: [-3, -10, -17] },
    { title: 'Journal at night', frequency: 'daily', doneOn: [0, -1] },
    { title: 'Call my parents', frequency: 'weekly', doneOn: [-1] },
  ],
  goals: [{ title: 'Read 12 books', category: 'learning', target: null, milestones: [{ title: 'Book 1', done: true }, { title: 'Book 2', done: false }, { title: 'Book 3', done: false }, { title: 'Book 4', done: false }] }],
  entries: [
    { key: 'leo-tired', content: 'Tired and a bit behind on everything. Skipped the gym.', mood: 4, tags: ['health'], day: 0, hour: 8 },
    { key: 'leo-contrast', content: 'The run was hard at first but I felt great afterwards.', mood: 7, tags: ['running'], day: -2, hour: 20 },
    { key: 'leo-terrible', content: 'Terrible night, no sleep, and the panic came back twice. Awful.', mood: 2, tags: [], day: -5, hour: 23 },
  ],
  checkIns: [
    { value: 3, day: 0, hour: 7 },
    { value: 5, day: -4, hour: 12 },
    { value: 6, day: -9, hour: 12 },
    { value: 7, day: -11, hour: 12 },
    { value: 5, day: -20, hour: 12 },
    { value: 6, day: -25, hour: 12 },
  ],
  activities: [
    { title: 'Code review', type: 'work', day: -1, hour: 14, seconds: 45 * 60 },
    { title: 'Swim laps', type: 'exercise', day: -3, hour: 18, seconds: 50 * 60 },
  ],
};

/** A new account with nothing in it yet. */
const INES: Persona = { key: 'ines', name: 'Ines Kowalski', weekStart: 'sunday', tasks: [], habits: [], goals: [], entries: [], checkIns: [], activities: [] };

export const PERSONAS: readonly Persona[] = [MAYA, LEO, INES];
