import { SENTIMENT_MAX, SENTIMENT_MIN } from './ai-constants';
import { roundTo, wordsOf } from './text-words';

// docs/product/ai.md "Sentiment": a lexicon, negation and intensifiers; score 0–10 (5 is
// neutral), confidence 0–1 (docs/product/ai.md "Sentiment").

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

export interface Sentiment {
  score: number;
  confidence: number;
  label: SentimentLabel;
}

const POSITIVE: Record<string, number> = Object.fromEntries(
  [
    ...['good', 'nice', 'fine', 'better', 'calm', 'rested', 'relaxed', 'content', 'okay', 'productive', 'focused', 'hopeful', 'progress', 'enjoy', 'enjoyed', 'fun', 'smile', 'kind', 'thanks', 'helpful', 'steady', 'healthy', 'clear', 'done', 'finished', 'learned'].map((w) => [w, 1] as const),
    ...['happy', 'glad', 'grateful', 'thankful', 'great', 'proud', 'excited', 'energized', 'motivated', 'peaceful', 'love', 'loved', 'joy', 'success', 'accomplished', 'confident', 'inspired', 'laugh', 'laughed', 'win', 'won', 'best', 'beautiful'].map((w) => [w, 2] as const),
    ...['amazing', 'wonderful', 'fantastic', 'awesome', 'brilliant', 'thrilled', 'delighted', 'blessed', 'perfect', 'incredible'].map((w) => [w, 3] as const),
  ],
);

const NEGATIVE: Record<string, number> = Object.fromEntries(
  [
    ...['tired', 'bored', 'hard', 'difficult', 'slow', 'late', 'busy', 'meh', 'worried', 'nervous', 'annoyed', 'distracted', 'behind', 'sick', 'ill', 'hurt', 'confused', 'lost', 'problem', 'mistake'].map((w) => [w, -1] as const),
    ...['sad', 'bad', 'stressed', 'anxious', 'angry', 'frustrated', 'upset', 'lonely', 'overwhelmed', 'exhausted', 'disappointed', 'afraid', 'scared', 'guilty', 'failed', 'fail', 'worse', 'cry', 'cried', 'pain', 'drained', 'burnout'].map((w) => [w, -2] as const),
    ...['terrible', 'awful', 'horrible', 'miserable', 'depressed', 'hopeless', 'hate', 'worst', 'devastated', 'furious'].map((w) => [w, -3] as const),
  ],
);

const NEGATORS = new Set(['not', 'no', 'never', "don't", "didn't", "isn't", "wasn't", "aren't", "can't", "couldn't", "won't", 'hardly', 'without', 'nothing', "doesn't", "haven't", 'dont', 'didnt', 'isnt', 'wasnt', 'cant']);
const INTENSIFIERS = new Set(['very', 'really', 'so', 'extremely', 'incredibly', 'super', 'truly', 'totally', 'deeply']);
/** A negator flips the next sentiment word within this many words. */
const NEGATION_REACH = 3;
/** How quickly the score leaves neutral as evidence adds up (VADER's normalisation). */
const NORMALISATION = 15;

/** The sentiment of a text: the weighted words, negated or intensified by the words before them. */
export function analyzeSentiment(text: string): Sentiment {
  let total = 0;
  let positive = 0;
  let negative = 0;
  let hits = 0;
  // A negator reaches no further than its own clause: 'not bad. Great.' keeps 'Great' positive.
  for (const clause of text.split(/[.!?;,:\n]+/)) {
    const words = wordsOf(clause);
    words.forEach((word, index) => {
      const base = POSITIVE[word] ?? NEGATIVE[word];
      if (base === undefined) return;
      const before = words.slice(Math.max(0, index - NEGATION_REACH), index);
      const negated = before.some((w) => NEGATORS.has(w));
      const intensified = INTENSIFIERS.has(words[index - 1] ?? '');
      const value = base * (intensified ? 1.5 : 1) * (negated ? -0.75 : 1);
      total += value;
      if (value > 0) positive += value;
      else negative -= value;
      hits += 1;
    });
  }
  if (hits === 0) return { score: 5, confidence: 0.1, label: 'neutral' };
  const normalised = total / Math.sqrt(total * total + NORMALISATION);
  const score = Math.min(SENTIMENT_MAX, Math.max(SENTIMENT_MIN, roundTo(5 + 5 * normalised, 1)));
  const agreement = Math.abs(positive - negative) / (positive + negative);
  const coverage = Math.min(1, hits / 3);
  const confidence = roundTo(0.2 + 0.75 * coverage * (0.5 + 0.5 * agreement), 2);
  return { score, confidence, label: sentimentLabelOf(score) };
}

/** 6 and above reads positive, 4 and below negative. */
export function sentimentLabelOf(score: number): SentimentLabel {
  if (score >= 6) return 'positive';
  if (score <= 4) return 'negative';
  return 'neutral';
}
