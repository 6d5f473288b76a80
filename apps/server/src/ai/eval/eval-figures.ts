import type { ActivityType } from '@cadence/shared';
import type { Statement } from './fact-checker';
import type { ToneClass } from './sentiment-sentences';

// Issue 18 §7: the four figures of `npm run eval:ai`, each with one definition, computed here and only
// here, and its goal.

export interface Figure {
  name: string;
  matched: number;
  total: number;
  /** matched / total; 1 with nothing to measure. */
  share: number;
  goal: number;
  goalText: string;
  meetsGoal: boolean;
}

function figure(name: string, matched: number, total: number, goal: number, goalText: string): Figure {
  const share = total === 0 ? 1 : matched / total;
  return { name, matched, total, share, goal, goalText, meetsGoal: share >= goal };
}

/** Factual statements that match the data: of every statement in every answer (fact-checker.ts), those that are true. Goal 100%. */
export function factsMatchingData(statements: readonly Statement[]): Figure {
  return figure('Factual statements that match the data', statements.filter((s) => s.ok).length, statements.length, 1, '100%');
}

/**
 * Questions answered about the period asked: of the prompts with a period, and those the offline
 * assistant cannot answer, the answers whose first line answers the topic for that period, naming it and
 * no other (or says it cannot answer). Goal 100%.
 */
export function periodsAnswered(results: readonly boolean[]): Figure {
  return figure('Questions answered about the period asked', results.filter(Boolean).length, results.length, 1, '100%');
}

/** Classification accuracy: of the labelled activity titles, those given the type a person would. Goal ≥ 90%. */
export function classificationAccuracy(results: ReadonlyArray<{ expected: ActivityType; actual: ActivityType }>): Figure {
  return figure('Activity classification accuracy', results.filter((r) => r.expected === r.actual).length, results.length, 0.9, '≥ 90%');
}

/**
 * The five tone classes of a 0–10 score, as the sentences are labelled: 1 very negative (up to 2), 2
 * negative (up to 4, where the label turns negative), 3 neutral or mixed, 4 positive (from 6, where the
 * label turns positive), 5 very positive (from 8).
 */
export function toneClassOf(score: number): ToneClass {
  if (score <= 2) return 1;
  if (score <= 4) return 2;
  if (score < 6) return 3;
  if (score < 8) return 4;
  return 5;
}

/** Sentiment agreement: of the labelled sentences, those whose score falls within one class of the label. Goal ≥ 80%. */
export function sentimentAgreement(results: ReadonlyArray<{ expected: ToneClass; score: number }>): Figure {
  return figure('Sentiment agreement within one class', results.filter((r) => Math.abs(toneClassOf(r.score) - r.expected) <= 1).length, results.length, 0.8, '≥ 80%');
}

/** One line of the report: the figure, its counts, its share and its goal. */
export function figureLine(f: Figure): string {
  const percent = `${(Math.floor(f.share * 1000) / 10).toFixed(1)}%`;
  return `  ${f.meetsGoal ? '✓' : '✗'} ${f.name.padEnd(44)} ${`${f.matched}/${f.total}`.padStart(9)}  ${percent.padStart(6)}  (goal ${f.goalText})`;
}
