import { describe, expect, it } from 'vitest';
import type { EvalPrompt } from './eval-prompts';
import { EVAL_NOW, type Persona } from './eval-world';
import { checkStatements } from './fact-checker';
import { answersPeriodAsked } from './period-checker';
import { worldFacts } from './world-facts';

// The evaluation's checkers must be able to fail (issue 18 §7): each wrong statement the offline
// assistant once made, or could make, is caught here. Today is Wednesday 10 March 2027.

const persona: Persona = {
  key: 'test',
  name: 'Test Person',
  weekStart: 'sunday',
  tasks: [
    { title: 'Send the invoice', priority: 'high', due: 0, status: 'not_started' },
    { title: 'Polish the slides', priority: 'medium', due: 4, status: 'in_progress' },
    { title: 'Old report', priority: 'low', due: -3, status: 'completed' },
  ],
  habits: [{ title: 'Meditate', frequency: 'daily', doneOn: [-1, -2, -3] }],
  goals: [{ title: 'Run a half marathon', category: 'fitness', target: 9, milestones: [{ title: 'Run 5 km', done: true }, { title: 'Run 10 km', done: false }] }],
  entries: [{ key: 'e', content: 'Good day, I felt calm.', mood: 8, tags: ['work'], day: 0, hour: 10 }],
  checkIns: [{ value: 5, day: 0, hour: 9 }],
  activities: [],
  timedToday: { title: 'Quick email', type: 'work', seconds: 14 },
};
const facts = worldFacts(persona, EVAL_NOW);
const verdicts = (answer: string) => checkStatements(answer, { facts }).map((s) => s.ok);

describe('the fact checker (issue 18 §7)', () => {
  it('accepts true statements of tasks, habits, goals, moods and tracked time', () => {
    expect(verdicts('1. **Send the invoice** (due today, high priority)\n2. **Polish the slides** (due in 4 days, in progress)')).toEqual([true, true]);
    expect(verdicts('- **Meditate** (3-day streak, not done today)')).toEqual([true]);
    expect(verdicts('**Run a half marathon** is 50% complete, due in 9 days; next milestone: **Run 10 km**.')).toEqual([true]);
    expect(verdicts('**Mood, last 7 days:** averaged 6.5/10 over 1 day with a mood.')).toEqual([true]);
    expect(verdicts('**Productive time:** 14s of work and learning tracked today.')).toEqual([true]);
  });

  it('catches "1h" of work after 14 seconds, and 14 seconds hidden as "0h 0m"', () => {
    expect(verdicts('**Productive time:** 1h 0m of work and learning tracked today.')).toEqual([false]);
    expect(verdicts('**Productive time:** 0h 0m of work and learning tracked today.')).toEqual([false]);
  });

  it("catches a mood average of the entries alone: the review's day counts the check-in too (8 and 5 make 6.5)", () => {
    expect(verdicts('**Mood, last 7 days:** averaged 8.0/10 over 1 day with a mood.')).toEqual([false]);
  });

  it('catches a wrong streak, a wrong due date, a completed task, a wrong progress and a wrong milestone', () => {
    expect(verdicts('**Meditate** (4-day streak, not done today)')).toEqual([false]);
    expect(verdicts('**Meditate** (3-day streak, done today)')).toEqual([false]);
    expect(verdicts('**Send the invoice** (due tomorrow)')).toEqual([false]);
    expect(verdicts('**Polish the slides** (high priority)')).toEqual([false]);
    expect(verdicts('**Old report** (overdue by 3 days)')).toEqual([false]);
    expect(verdicts('**Run a half marathon** is 40% complete.')).toEqual([false]);
    expect(verdicts('**Run a half marathon** is 50% complete; next milestone: **Run 5 km**.')).toEqual([false]);
  });

  it("counts a name, number or date it cannot read as a statement that does not match; advice ('Idea:') is not read", () => {
    expect(verdicts('You have 3 cats and **Fluffy** is hungry.')).toEqual([false, false]);
    expect(verdicts('Idea: walk 8,000 steps a day for 30 days.')).toEqual([]);
  });

  it("checks the period's date: today is Wednesday, March 10", () => {
    expect(verdicts('For today (Wednesday, March 10), here is what I would do first.')).toEqual([true]);
    expect(verdicts('For today (Thursday, March 11), here is what I would do first.')).toEqual([false]);
    expect(verdicts('For this week (to Saturday, March 13), here is what I would do first.')).toEqual([true]);
  });
});

describe('the period checker (issue 18 §7)', () => {
  const tomorrow: EvalPrompt = { persona: 'test', kind: 'chat', text: 'What should I focus on tomorrow?', topic: 'focus', period: 'tomorrow' };

  it('"What should I focus on tomorrow?" must be answered for tomorrow, not "where I would start today"', () => {
    expect(answersPeriodAsked('For tomorrow (Thursday, March 11), here is what I would do first: …', tomorrow, facts)).toBe(true);
    expect(answersPeriodAsked('Here is where I would start today:', tomorrow, facts)).toBe(false);
    expect(answersPeriodAsked('For today (Wednesday, March 10), here is what I would do first: …', tomorrow, facts)).toBe(false);
    expect(answersPeriodAsked('For tomorrow (Thursday, March 11), here is what I would do first, starting today: …', tomorrow, facts)).toBe(false);
  });

  it('a question it cannot answer is answered by saying so', () => {
    const weather: EvalPrompt = { persona: 'test', kind: 'chat', text: "What's the weather tomorrow?", topic: 'overview', period: null, declines: true };
    expect(answersPeriodAsked("I can't answer that from your Cadence data: …", weather, facts)).toBe(true);
    expect(answersPeriodAsked('Here is how things look today (Wednesday, March 10):', weather, facts)).toBe(false);
  });
});
