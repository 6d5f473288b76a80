import { addDays, addMonths, analyzeSentiment, daysBetween, moodDays, monthStartOf, rangeMood, weekStartOf } from '@cadence/shared';
import type { EntryFact, WorldFacts } from './world-facts';
import { DATE, dueNoteMatches, durationMatches, writtenDate } from './written-forms';

// Issue 18 §7, the definition of a factual statement: every name, number and date an answer states about
// the person's data. Each is read with the sentence it belongs to (a task with its notes, a goal with
// its progress, a mood with its days…) and checked against the account's known data. A name, number or
// date the checker cannot read as one of these sentences counts as a statement that does not match:
// the engine may only state what can be checked. Advice ('Idea:' lines) states nothing but a tracked
// time, which is checked like any other.

export interface Statement {
  text: string;
  ok: boolean;
  why?: string;
}

export interface CheckContext {
  facts: WorldFacts;
  /** The entry an answer coaches on. */
  entry?: EntryFact;
  /** The last day of the period the answer plans for, read from its first line. */
  planEnd?: string;
}

const PERIOD_WORD = { daily: 'today', weekly: 'this week', monthly: 'this month' } as const;
const UNIT = { daily: 'day', weekly: 'week', monthly: 'month' } as const;

/** `**Name** (notes)` or `**Name**`: a task, a habit, a goal or a milestone, with what is said of it. */
function checkNamed(name: string, notes: string | undefined, { facts }: CheckContext): Statement {
  const text = `**${name}**${notes === undefined ? '' : ` (${notes})`}`;
  const task = facts.tasks.get(name);
  if (task) {
    if (task.status === 'completed') return { text, ok: false, why: 'the task is completed' };
    const wrong = (notes ?? '').split(', ').filter((note) => note !== '').filter((note) => {
      if (note === 'in progress') return task.status !== 'in_progress';
      if (note === 'high priority') return task.priority !== 'high';
      return !dueNoteMatches(note, task.due, facts.today);
    });
    return wrong.length === 0 ? { text, ok: true } : { text, ok: false, why: `not true of the task: ${wrong.join(', ')}` };
  }
  const habit = facts.habits.get(name);
  if (habit) {
    const wrong = (notes ?? '').split(', ').filter((note) => note !== '').filter((note) => {
      const streak = /^(\d+)-(day|week|month) streak$/.exec(note);
      if (streak) return Number(streak[1]) !== habit.streak || streak[2] !== UNIT[habit.frequency];
      if (note === 'no streak yet') return habit.streak !== 0;
      if (note === `done ${PERIOD_WORD[habit.frequency]}`) return !habit.doneThisPeriod;
      if (note === `not done ${PERIOD_WORD[habit.frequency]}`) return habit.doneThisPeriod;
      return true;
    });
    return wrong.length === 0 ? { text, ok: true } : { text, ok: false, why: `not true of the habit: ${wrong.join(', ')}` };
  }
  if (notes === undefined && (facts.goals.has(name) || facts.milestones.has(name))) return { text, ok: true };
  return { text, ok: false, why: 'no such task, habit or goal' };
}

function checkGoal(name: string, progress: number, when: string, next: string | undefined, { facts }: CheckContext): Statement {
  const text = `**${name}** is ${progress}% complete${when}${next ? `; next milestone: **${next}**` : ''}`;
  const goal = facts.goals.get(name);
  if (!goal) return { text, ok: false, why: 'no such goal' };
  if (goal.progress !== progress) return { text, ok: false, why: `progress is ${goal.progress}%` };
  if (when !== '') {
    const note = when.replace(/^, /, '');
    const past = /^(\d+) days? past its target date$/.exec(note);
    const whenOk = past ? goal.target !== null && daysBetween(facts.today, goal.target) === -Number(past[1]) : dueNoteMatches(note, goal.target, facts.today);
    if (!whenOk) return { text, ok: false, why: `target date is ${goal.target ?? 'none'}` };
  }
  if (next !== undefined && goal.next !== next) return { text, ok: false, why: `next milestone is ${goal.next ?? 'none'}` };
  return { text, ok: true };
}

/** The mood of the `days` days ending today, and of the `days` before, by the review's definition. */
function moodOf(facts: WorldFacts, days: number, endOffset = 0) {
  const dates = Array.from({ length: days }, (_, index) => addDays(facts.today, endOffset - days + 1 + index));
  return { dates, range: rangeMood(moodDays(facts.moodPoints, dates)) };
}

/** A match: the whole text first, then each group (undefined when a group did not take part). */
type Match = readonly [string, ...Array<string | undefined>];

interface Claim {
  pattern: RegExp;
  check(match: Match, line: string, context: CheckContext): Statement;
}

const windowDays = (line: string) => Number(/last (\d+) days/.exec(line)?.[1] ?? /the (\d+) days before/.exec(line)?.[1] ?? 7);

/** Every kind of sentence the checker can read, most specific first. */
const CLAIMS: readonly Claim[] = [
  {
    pattern: /\*\*([^*]+)\*\*,? (?:which )?is (\d+)% complete((?:, [^;.?]*)?)(?:; next milestone: \*\*([^*]+)\*\*)?/g,
    check: (m, _line, context) => checkGoal(m[1]!, Number(m[2]), m[3] ?? '', m[4], context),
  },
  {
    pattern: /averaged (\d+\.\d)\/10 over (\d+) days? with a mood(?:, (up from|down from|the same as) (\d+\.\d)\/10 the (\d+) days before)?/g,
    check: (m, line, { facts }) => {
      const days = windowDays(line);
      const now = moodOf(facts, days).range;
      const before = moodOf(facts, days, -days).range;
      const text = m[0];
      if (!now || now.average !== Number(m[1]) || now.daysWithMood !== Number(m[2])) return { text, ok: false, why: `the last ${days} days: ${now ? `${now.average} over ${now.daysWithMood}` : 'no mood'}` };
      if (m[3] === undefined) return before ? { text, ok: false, why: 'leaves out the days before, which have a mood' } : { text, ok: true };
      if (!before || before.average !== Number(m[4]) || Number(m[5]) !== days) return { text, ok: false, why: `the ${days} days before: ${before?.average ?? 'no mood'}` };
      const direction = now.average > before.average ? 'up from' : now.average < before.average ? 'down from' : 'the same as';
      return direction === m[3] ? { text, ok: true } : { text, ok: false, why: `the mood went ${direction}` };
    },
  },
  {
    pattern: /(?:no mood logged|you logged no mood)/g,
    check: (m, line, { facts }) => (moodOf(facts, windowDays(line)).range === null ? { text: m[0], ok: true } : { text: m[0], ok: false, why: 'there are moods in those days' }),
  },
  {
    pattern: new RegExp(`Your best day was (${DATE}) \\((\\d+\\.\\d)/10\\)`, 'g'),
    check: (m, line, { facts }) => {
      const days = moodDays(facts.moodPoints, moodOf(facts, windowDays(line)).dates);
      let best: { date: string; mood: number } | null = null;
      for (const day of days) if (day.mood !== null && (best === null || day.mood >= best.mood)) best = { date: day.date, mood: day.mood };
      const ok = best !== null && writtenDate(best.date) === m[1] && best.mood === Number(m[2]);
      return { text: m[0], ok, ...(ok ? {} : { why: `best day ${best ? `${best.date} at ${best.mood}` : 'none'}` }) };
    },
  },
  {
    pattern: new RegExp(`(today|tomorrow) \\((${DATE})\\)`, 'g'),
    check: (m, _line, { facts }) => {
      const date = m[1] === 'today' ? facts.today : addDays(facts.today, 1);
      return writtenDate(date) === m[2] ? { text: m[0], ok: true } : { text: m[0], ok: false, why: `${m[1]} is ${date}` };
    },
  },
  {
    pattern: new RegExp(`this (week|month) \\(to (${DATE})\\)`, 'g'),
    check: (m, _line, { facts }) => {
      const start = m[1] === 'week' ? weekStartOf(facts.today, facts.weekStart) : `${facts.today.slice(0, 8)}01`;
      const end = m[1] === 'week' ? addDays(start, 6) : lastDayOfMonth(facts.today);
      return writtenDate(end) === m[2] ? { text: m[0], ok: true } : { text: m[0], ok: false, why: `this ${m[1]} ends ${end}` };
    },
  },
  {
    pattern: new RegExp(`the last (\\d+) days \\((${DATE}) to (${DATE})\\)`, 'g'),
    check: (m, _line, { facts }) => {
      const first = addDays(facts.today, 1 - Number(m[1]));
      const ok = writtenDate(first) === m[2] && writtenDate(facts.today) === m[3];
      return { text: m[0], ok, ...(ok ? {} : { why: `the window is ${first} to ${facts.today}` }) };
    },
  },
  {
    pattern: new RegExp(`About your entry of (${DATE}): you rated the day (\\d+)/10, and the tone of your writing reads (positive|neutral|mixed|negative) \\((\\d+(?:\\.\\d)?)/10\\)`, 'g'),
    check: (m, _line, { entry }) => {
      if (!entry) return { text: m[0], ok: false, why: 'no entry was asked about' };
      const tone = analyzeSentiment(entry.content);
      const ok = writtenDate(entry.date) === m[1] && entry.mood === Number(m[2]) && tone.label === m[3] && tone.score === Number(m[4]);
      return { text: m[0], ok, ...(ok ? {} : { why: `the entry: ${entry.date}, ${entry.mood}/10, ${tone.label} ${tone.score}` }) };
    },
  },
  {
    pattern: new RegExp(`Your last entry, of (${DATE}), had a mood of (\\d+)/10`, 'g'),
    check: (m, _line, { facts }) => {
      const latest = facts.latestEntry;
      const ok = latest !== null && writtenDate(latest.date) === m[1] && latest.mood === Number(m[2]);
      return { text: m[0], ok, ...(ok ? {} : { why: 'not the newest entry' }) };
    },
  },
  {
    pattern: /#([\p{L}\p{N}_-]+)/gu,
    check: (m, _line, { entry }) => (entry?.tags.includes(m[1]!) ? { text: m[0], ok: true } : { text: m[0], ok: false, why: 'not a tag of the entry' }),
  },
  {
    pattern: /(\d+h \d+m|\d+s) of work and learning tracked today/g,
    check: (m, _line, { facts }) => (durationMatches(m[1]!, facts.productiveSecondsToday) ? { text: m[0], ok: true } : { text: m[0], ok: false, why: `tracked ${facts.productiveSecondsToday} s` }),
  },
  {
    pattern: /In your last (?:(\d+) activities|activity) you tracked (\d+h \d+m|\d+s) of (work|learning|exercise|leisure|time with people)/g,
    check: (m, _line, { facts }) => {
      const count = m[1] === undefined ? 1 : Number(m[1]);
      const type = m[3] === 'time with people' ? 'social' : m[3];
      const recent = facts.activities.slice(0, 10);
      const seconds = recent.filter((activity) => activity.type === type).reduce((sum, activity) => sum + activity.seconds, 0);
      const ok = count === recent.length && durationMatches(m[2]!, seconds);
      return { text: m[0], ok, ...(ok ? {} : { why: `${recent.length} activities, ${seconds} s of ${type}` }) };
    },
  },
  {
    pattern: /(\d+) (open tasks?|active goals?|habits? still to check off)/g,
    check: (m, _line, { facts }) => {
      const what = m[2]!;
      const actual = what.startsWith('open')
        ? [...facts.tasks.values()].filter((task) => task.status !== 'completed').length
        : what.startsWith('active')
          ? [...facts.goals.values()].filter((goal) => goal.progress < 100).length
          : [...facts.habits.values()].filter((habit) => !habit.doneThisPeriod).length;
      return Number(m[1]) === actual ? { text: m[0], ok: true } : { text: m[0], ok: false, why: `there are ${actual}` };
    },
  },
  {
    pattern: /…and (\d+) more due by then/g,
    check: (m, _line, { facts, planEnd }) => {
      const due = [...facts.tasks.values()].filter((task) => task.status !== 'completed' && task.due !== null && planEnd !== undefined && task.due <= planEnd).length;
      return Number(m[1]) === due - 5 ? { text: m[0], ok: true } : { text: m[0], ok: false, why: `${due} are due by ${planEnd ?? '?'}` };
    },
  },
  {
    pattern: /You are on a (\d+)-(day|week|month) run/g,
    check: (m, _line, { facts }) => {
      const best = [...facts.habits.values()].sort((a, b) => b.streak - a.streak)[0];
      const ok = best !== undefined && best.streak === Number(m[1]) && UNIT[best.frequency] === m[2];
      return { text: m[0], ok, ...(ok ? {} : { why: 'not the longest run' }) };
    },
  },
  {
    pattern: /\*\*([^*]+)\*\*(?: \(([^)]*)\))?/g,
    check: (m, _line, context) => checkNamed(m[1]!, m[2], context),
  },
];

const lastDayOfMonth = (date: string) => addDays(addMonths(monthStartOf(date), 1), -1);

/** What is left of a line once its sentences are read: names, numbers and dates nobody checked. */
function unreadStatements(rest: string): string[] {
  const left: string[] = [];
  for (const bold of rest.matchAll(/\*\*([^*]+)\*\*/g)) left.push(bold[0]);
  const plain = rest.replace(/\*\*([^*]+)\*\*/g, ' ');
  for (const date of plain.matchAll(new RegExp(DATE, 'g'))) left.push(date[0]);
  for (const number of plain.replace(new RegExp(DATE, 'g'), ' ').matchAll(/\d+(?:\.\d+)?/g)) left.push(number[0]);
  return left;
}

/** The last day of the period a focus answer's first line names. */
function planEndOf(firstLine: string, facts: WorldFacts): string | undefined {
  const period = /^For (today|tomorrow|this week|this month) /.exec(firstLine)?.[1];
  if (period === 'today') return facts.today;
  if (period === 'tomorrow') return addDays(facts.today, 1);
  if (period === 'this week') return addDays(weekStartOf(facts.today, facts.weekStart), 6);
  if (period === 'this month') return lastDayOfMonth(facts.today);
  return undefined;
}

/** Every factual statement of an answer, each checked against the account's data. */
export function checkStatements(answer: string, given: CheckContext): Statement[] {
  const planEnd = planEndOf(answer.split('\n')[0] ?? '', given.facts);
  const context: CheckContext = { ...given, ...(planEnd ? { planEnd } : {}) };
  const statements: Statement[] = [];
  for (const rawLine of answer.split('\n')) {
    // A bold label ('**Productive time:**') is layout, not a name; so are a numbered list's markers ('1. ').
    let line = rawLine.replace(/^\s*\d+\. /, '').replace(/\*\*[^*]+:\*\*/g, (label) => ' '.repeat(label.length));
    const advice = /(^|\s)Idea:/.test(line);
    for (const claim of CLAIMS) {
      line = line.replace(claim.pattern, (...args: unknown[]) => {
        // replace() hands over the match, its groups, then the offset and the whole string.
        const match = args.slice(0, -2) as unknown as Match;
        statements.push(claim.check(match, rawLine, context));
        return ' '.repeat(String(args[0]).length);
      });
    }
    if (!advice) for (const left of unreadStatements(line)) statements.push({ text: left, ok: false, why: 'a name, number or date the checker cannot read as a known statement' });
  }
  return statements;
}
