// docs/product/ai.md "Offline assistant": what a chat message asks about, and for which period. The
// answer speaks of that period (issue 18 §7: "What should I focus on tomorrow?" was answered for today),
// and says so when the offline assistant cannot answer.

export type Topic = 'focus' | 'habits' | 'habit-idea' | 'goals' | 'goal-idea' | 'mood' | 'journal' | 'greeting' | 'overview' | 'unknown';

/**
 * The periods an answer can be about. Tasks and habits are planned by calendar periods (today, tomorrow,
 * the rest of the person's week, the rest of the month); moods are read over the last 7 or 30 days, as
 * the dashboard's review reads them (docs/product/dashboard.md "Review").
 */
export type Period = 'today' | 'tomorrow' | 'week' | 'month' | 'last7' | 'last30';

export interface Question {
  topic: Topic;
  /** The period asked about, or the topic's own when none is named; null for topics without one. */
  period: Period | null;
  /** A period the question names that the offline assistant does not answer for ('next week'). */
  unsupportedPeriod: string | null;
}

/** Lower case, typographic apostrophes straight, single spaces: phrases are matched on whole words. */
function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[’‘`]/g, "'").replace(/[^\p{L}\p{N}'-]+/gu, ' ').trim()} `;
}

const has = (text: string, phrases: readonly string[]) => phrases.some((phrase) => text.includes(` ${phrase} `));

const TOPIC_PHRASES: ReadonlyArray<[Topic, readonly string[]]> = [
  ['habit-idea', ['new habit', 'suggest a habit', 'habit idea', 'habit ideas', 'recommend a habit', 'which habit should i start', 'what habit should i start', 'habit to start']],
  ['goal-idea', ['set a goal', 'new goal', 'goal idea', 'suggest a goal', 'meaningful goal', 'which goal should i set', 'what goal should i set']],
  ['habits', ['habit', 'habits', 'streak', 'streaks', 'routine', 'routines', 'at risk']],
  ['goals', ['goal', 'goals', 'milestone', 'milestones', 'target date']],
  ['journal', ['journal', 'journaling', 'journalling', 'prompt', 'write about', 'reflect', 'reflection']],
  ['mood', ['mood', 'moods', 'feel', 'feeling', 'feelings', 'felt', 'emotion', 'emotions', 'stressed', 'anxious', 'sad', 'tired', 'down lately']],
  [
    'focus',
    ['focus', 'priority', 'priorities', 'prioritize', 'prioritise', 'task', 'tasks', 'to do', 'to-do', 'todo', 'todos', 'plan', 'due', 'work on', 'do first', 'should i do', 'productive', 'productivity', 'agenda', 'overdue', 'deadline', 'deadlines'],
  ],
  ['overview', ['overview', 'summary', 'summarise', 'summarize', 'how am i doing', 'how is it going', 'status', 'update me', 'catch me up']],
  ['greeting', ['hello', 'hi', 'hey', 'good morning', 'good evening', 'good afternoon']],
];

const UNSUPPORTED_PERIODS = ['next week', 'next month', 'next year', 'last year', 'this year', 'yesterday', 'last week', 'last month', 'tonight', 'the weekend', 'this weekend'];

function periodNamed(text: string, topic: Topic): Period | null {
  const mood = topic === 'mood';
  if (has(text, ['tomorrow'])) return mood ? null : 'tomorrow';
  if (has(text, ['today', 'this morning', 'this afternoon', 'right now', 'now'])) return mood ? null : 'today';
  if (has(text, ['this week', 'the week', 'my week', 'past week', 'last 7 days', 'last seven days', 'lately', 'recently', 'these days'])) return mood ? 'last7' : 'week';
  if (has(text, ['this month', 'the month', 'my month', 'past month', 'last 30 days', 'last thirty days'])) return mood ? 'last30' : 'month';
  return null;
}

const DEFAULT_PERIOD: Partial<Record<Topic, Period>> = { focus: 'today', habits: 'today', mood: 'last7', greeting: 'today', overview: 'today' };

/** The topic (the first that the message names, in the order above) and the period of a message. */
export function questionOf(message: string): Question {
  const text = normalise(message);
  const topic = TOPIC_PHRASES.find(([, phrases]) => has(text, phrases))?.[0] ?? 'unknown';
  // A period the answers do not plan for ('next week', 'yesterday', 'tonight') is said so, not answered for another.
  const unsupported = UNSUPPORTED_PERIODS.find((phrase) => has(text, [phrase])) ?? null;
  const named = periodNamed(text, topic);
  if (unsupported && !named && topic !== 'unknown' && topic !== 'greeting' && topic !== 'journal' && topic !== 'habit-idea' && topic !== 'goal-idea') {
    return { topic, period: null, unsupportedPeriod: unsupported };
  }
  // A mood question about 'today' or 'tomorrow' is not one the trend answers: today's moods are in the last 7 days.
  const moodDay = topic === 'mood' && has(text, ['today', 'tomorrow']) ? (has(text, ['tomorrow']) ? 'tomorrow' : null) : null;
  if (moodDay) return { topic, period: null, unsupportedPeriod: moodDay };
  return { topic, period: named ?? DEFAULT_PERIOD[topic] ?? null, unsupportedPeriod: null };
}
