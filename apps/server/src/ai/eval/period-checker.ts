import { addDays } from '@cadence/shared';
import type { EvalPeriod, EvalPrompt, EvalTopic } from './eval-prompts';
import { writtenDate } from './written-forms';
import type { EntryFact, WorldFacts } from './world-facts';

// Issue 18 §7, the definition of "answered about the period asked": the answer's first line answers the
// question's topic, names the period asked (with its date, which the fact checker checks) and names no
// other period; a question the offline assistant cannot answer is answered by saying so.

/** How a first line opens for each topic. */
const OPENINGS: Partial<Record<EvalTopic, RegExp>> = {
  focus: /^For (today|tomorrow|this week|this month) \([^)]*\), (here is what I would do first|your task list is clear|nothing on your list is due)/,
  habits: /^(Streaks at risk |No streak is at risk |For .*, you have no habits yet)/,
  mood: /^(That sounds hard\. )?Over the last (7|30) days /,
  coach: /^About your entry of /,
  greeting: /^Hello\b/,
  overview: /^Here is how things look /,
};

/** The words that name each period in a first line. */
const PERIOD_WORDS: Record<Exclude<EvalPeriod, 'entry'>, string> = {
  today: 'today',
  tomorrow: 'tomorrow',
  week: 'this week',
  month: 'this month',
  last7: 'the last 7 days',
  last30: 'the last 30 days',
};
const OTHER_PERIODS = ['today', 'tomorrow', 'this week', 'this month', 'last 7 days', 'last 30 days', 'next week', 'next month', 'yesterday', 'last week', 'last month', 'tonight'];

function namesPeriod(line: string, period: EvalPeriod, facts: WorldFacts, entry: EntryFact | undefined): boolean {
  if (period === 'entry') return entry !== undefined && line.startsWith(`About your entry of ${writtenDate(entry.date)}`);
  if (period === 'today') return line.includes(`today (${writtenDate(facts.today)})`);
  if (period === 'tomorrow') return line.includes(`tomorrow (${writtenDate(addDays(facts.today, 1))})`);
  return line.includes(`${PERIOD_WORDS[period]} (`);
}

function namesAnotherPeriod(line: string, period: EvalPeriod): boolean {
  const own = period === 'entry' ? '' : PERIOD_WORDS[period].replace(/^the /, '');
  return OTHER_PERIODS.some((words) => words !== own && new RegExp(`\\b${words}\\b`, 'i').test(line));
}

/** Whether the answer is about what was asked, for the period asked (or says it cannot answer). */
export function answersPeriodAsked(answer: string, prompt: EvalPrompt, facts: WorldFacts, entry?: EntryFact): boolean {
  const first = answer.split('\n')[0] ?? '';
  if (prompt.declines) return /^I can't answer that\b/.test(first);
  if (prompt.period === null) return true;
  const opening = OPENINGS[prompt.topic];
  if (opening && !opening.test(first)) return false;
  return namesPeriod(first, prompt.period, facts, entry) && !namesAnotherPeriod(first, prompt.period);
}

/** The prompts the period figure counts: those with a period, and those that must be declined. */
export function hasPeriodToAnswer(prompt: EvalPrompt): boolean {
  return prompt.period !== null || prompt.declines === true;
}
