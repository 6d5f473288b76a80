// Issue 18 §7: what people ask, over the evaluation's accounts (eval-world.ts). Each prompt says what a
// right answer is about: its topic and its period (named in the question, or the topic's own), or that
// the offline assistant cannot answer it and must say so.

export type EvalTopic = 'focus' | 'habits' | 'mood' | 'goals' | 'coach' | 'greeting' | 'overview' | 'idea' | 'journal' | 'insights';
export type EvalPeriod = 'today' | 'tomorrow' | 'week' | 'month' | 'last7' | 'last30' | 'entry';

export interface EvalPrompt {
  persona: string;
  /** How it is asked: the chat, the dashboard's insights, the coach on an entry, the goals panel. */
  kind: 'chat' | 'insights' | 'coach' | 'goal-suggestions';
  text?: string;
  /** The entry the coach is asked about. */
  entryKey?: string;
  topic: EvalTopic;
  /** The period a right answer is about; null when the question has none (a goal's progress). */
  period: EvalPeriod | null;
  /** The offline assistant cannot answer this: a right answer says so. */
  declines?: true;
}

const chat = (persona: string, text: string, topic: EvalTopic, period: EvalPeriod | null): EvalPrompt => ({ persona, kind: 'chat', text, topic, period });
const cannot = (persona: string, text: string): EvalPrompt => ({ persona, kind: 'chat', text, topic: 'overview', period: null, declines: true });

export const EVAL_PROMPTS: readonly EvalPrompt[] = [
  // Focus: today, tomorrow, this week, this month.
  chat('maya', 'What should I focus on today?', 'focus', 'today'),
  chat('maya', 'How can I be more productive today?', 'focus', 'today'),
  chat('maya', 'What should I focus on tomorrow?', 'focus', 'tomorrow'),
  chat('maya', "What's due tomorrow?", 'focus', 'tomorrow'),
  chat('maya', 'What are my priorities this week?', 'focus', 'week'),
  chat('maya', 'Help me plan the rest of the month', 'focus', 'month'),
  chat('maya', 'Which tasks are overdue?', 'focus', 'today'),
  chat('maya', 'What should I work on first?', 'focus', 'today'),
  chat('leo', 'What should I focus on today?', 'focus', 'today'),
  chat('leo', 'What should I focus on this week?', 'focus', 'week'),
  chat('leo', 'Any deadlines tomorrow?', 'focus', 'tomorrow'),
  chat('ines', 'What should I focus on today?', 'focus', 'today'),
  chat('ines', 'Plan my week', 'focus', 'week'),
  // Habits at risk.
  chat('maya', 'Which habits are at risk today?', 'habits', 'today'),
  chat('maya', 'Which streaks could I lose this week?', 'habits', 'week'),
  chat('maya', 'What habits do I need to keep up tomorrow?', 'habits', 'tomorrow'),
  chat('maya', 'How are my streaks this month?', 'habits', 'month'),
  chat('leo', 'Which habits are at risk this week?', 'habits', 'week'),
  chat('leo', 'How are my habits doing?', 'habits', 'today'),
  chat('ines', 'Which habits are at risk?', 'habits', 'today'),
  // Mood trend.
  chat('maya', 'How has my mood been this week?', 'mood', 'last7'),
  chat('maya', 'How was my mood this month?', 'mood', 'last30'),
  chat('maya', 'How am I feeling lately?', 'mood', 'last7'),
  chat('leo', "I've been so stressed and tired. How is my mood trending?", 'mood', 'last7'),
  chat('leo', 'What does my mood look like over the last 30 days?', 'mood', 'last30'),
  chat('ines', 'How has my mood been?', 'mood', 'last7'),
  // Goal progress.
  chat('maya', 'How are my goals going?', 'goals', null),
  chat('maya', 'What is my progress on my goals?', 'goals', null),
  chat('leo', 'Which milestone is next for my goals?', 'goals', null),
  chat('ines', 'How are my goals going?', 'goals', null),
  // Ideas and prompts: advice, with the facts they cite.
  chat('maya', 'Suggest a new habit for me', 'idea', null),
  chat('maya', 'Help me set a meaningful goal', 'idea', null),
  chat('leo', 'Give me a journaling prompt', 'journal', null),
  chat('ines', 'Give me a journaling prompt', 'journal', null),
  // Greetings and an overview.
  chat('maya', 'Hello!', 'greeting', 'today'),
  chat('leo', 'Good morning', 'greeting', 'today'),
  chat('maya', 'How am I doing?', 'overview', 'today'),
  // Coaching on a given entry.
  { persona: 'maya', kind: 'coach', entryKey: 'maya-mixed', topic: 'coach', period: 'entry' },
  { persona: 'maya', kind: 'coach', entryKey: 'maya-bright', topic: 'coach', period: 'entry' },
  { persona: 'maya', kind: 'coach', entryKey: 'maya-low', topic: 'coach', period: 'entry' },
  { persona: 'leo', kind: 'coach', entryKey: 'leo-contrast', topic: 'coach', period: 'entry' },
  { persona: 'leo', kind: 'coach', entryKey: 'leo-terrible', topic: 'coach', period: 'entry' },
  // The dashboard's insights and the goals panel.
  { persona: 'maya', kind: 'insights', topic: 'insights', period: null },
  { persona: 'leo', kind: 'insights', topic: 'insights', period: null },
  { persona: 'ines', kind: 'insights', topic: 'insights', period: null },
  { persona: 'maya', kind: 'goal-suggestions', topic: 'idea', period: null },
  { persona: 'leo', kind: 'goal-suggestions', topic: 'idea', period: null },
  // What the offline assistant cannot answer: it says so.
  cannot('maya', "What's the weather tomorrow?"),
  cannot('maya', 'What is the capital of France?'),
  cannot('leo', 'What should I focus on next week?'),
  cannot('leo', 'How did I feel last year?'),
  cannot('ines', 'Write me a poem about spring'),
];
