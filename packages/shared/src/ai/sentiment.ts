import { SENTIMENT_MAX, SENTIMENT_MIN } from './ai-constants';
import { CONTRASTS, DIMINISHERS, INTENSIFIERS, NEGATORS, SENTIMENT_PHRASES, SENTIMENT_WORDS } from './sentiment-lexicon';
import { roundTo } from './text-words';

// docs/product/ai.md "Sentiment": a lexicon with negation, intensifiers, diminishers and contrast;
// score 0–10 (5 is neutral), confidence 0–1, and a label. Measured by `npm run eval:ai` (issue 18).

export type SentimentLabel = 'positive' | 'neutral' | 'mixed' | 'negative';

export interface Sentiment {
  score: number;
  confidence: number;
  label: SentimentLabel;
}

/** A negator flips a sentiment word this many words after it, within its clause. */
const NEGATION_REACH = 3;
/** VADER's weights: a negated word counts -0.74 of itself; an intensifier adds 30 %, a diminisher takes 40 %. */
const NEGATED = -0.74;
const INTENSIFIED = 1.3;
const DIMINISHED = 0.6;
/** Before a contrast ('but', 'yet', 'however') a sentence counts half, after it one and a half (VADER). */
const BEFORE_CONTRAST = 0.5;
const AFTER_CONTRAST = 1.5;
/** How quickly the score leaves neutral as evidence adds up (VADER's normalisation). */
const NORMALISATION = 25;
/**
 * docs/product/ai.md "Sentiment": strong feeling both ways reads 'mixed', not 'neutral' (issue 18: "I got
 * the job, but …" read "Neutral 5/10"): each side weighs at least this much, the lesser at least
 * MIXED_BALANCE of the greater.
 */
const MIXED_MIN_WEIGHT = 2;
const MIXED_BALANCE = 0.4;

/** The words of a sentence, lower case, with typographic apostrophes made straight ("didn’t" is one word). */
function wordsOfSentence(sentence: string): string[] {
  return sentence.toLowerCase().replace(/[’‘`]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** The weight of a word the lexicon knows, or of its plain form ('brilliantly' → 'brilliant', 'hated' → 'hate'). */
function weightOf(word: string): number | undefined {
  const known = SENTIMENT_WORDS.get(word);
  if (known !== undefined) return known;
  for (const suffix of ['ly', 'd', 'ed', 's']) {
    // Five letters of stem at least: 'brilliantly' is 'brilliant', but 'lately' is not 'late'.
    if (word.length >= suffix.length + 5 && word.endsWith(suffix)) {
      const base = SENTIMENT_WORDS.get(word.slice(0, -suffix.length));
      if (base !== undefined) return base;
    }
  }
  return undefined;
}

interface Hit {
  /** What the word counts towards the score. */
  value: number;
  /** The same before a contrast weighed it: how strongly it was felt, for 'mixed'. */
  felt: number;
}

/** The weighted sentiment words of one sentence, in order. */
function sentenceHits(sentence: string): Hit[] {
  const words = wordsOfSentence(sentence);
  const hits: Hit[] = [];
  const contrastAt = words.findIndex((word) => CONTRASTS.has(word));
  // A comma or semicolon ends a negation's reach ('not tired, happy'): mark where clauses start.
  const clauseStarts = new Set<number>();
  let index = 0;
  for (const part of sentence.replace(/[’‘`]/g, "'").split(/[,;:]/)) {
    clauseStarts.add(index);
    index += wordsOfSentence(part).length;
  }
  for (let at = 0; at < words.length; at += 1) {
    let base: number | undefined;
    let length = 1;
    const phrase = SENTIMENT_PHRASES.find(([text]) => {
      const parts = text.split(' ');
      return parts.every((part, offset) => words[at + offset] === part);
    });
    if (phrase) {
      base = phrase[1];
      length = phrase[0].split(' ').length;
    } else {
      base = weightOf(words[at]!);
    }
    if (base === undefined || base === 0) continue;
    let clauseStart = 0;
    for (const start of clauseStarts) if (start <= at && start > clauseStart) clauseStart = start;
    const before = words.slice(Math.max(clauseStart, at - NEGATION_REACH), at);
    const negated = before.some((word) => NEGATORS.has(word));
    const previous = words[at - 1] ?? '';
    let value = base;
    if (INTENSIFIERS.has(previous)) value *= INTENSIFIED;
    else if (DIMINISHERS.has(previous) || (previous === 'of' && words[at - 2] === 'kind')) value *= DIMINISHED;
    if (negated) value *= NEGATED;
    const felt = value;
    if (contrastAt >= 0) value *= at < contrastAt ? BEFORE_CONTRAST : AFTER_CONTRAST;
    hits.push({ value, felt });
    at += length - 1;
  }
  return hits;
}

/** The sentiment of a text: its weighted words, negated, intensified or weakened by the words before them. */
export function analyzeSentiment(text: string): Sentiment {
  const hits = text.split(/[.!?\n]+/).flatMap(sentenceHits);
  if (hits.length === 0) return { score: 5, confidence: 0.1, label: 'neutral' };
  let total = 0;
  let positive = 0;
  let negative = 0;
  let feltPositive = 0;
  let feltNegative = 0;
  for (const { value, felt } of hits) {
    total += value;
    if (value > 0) positive += value;
    else negative -= value;
    if (felt > 0) feltPositive += felt;
    else feltNegative -= felt;
  }
  const normalised = total / Math.sqrt(total * total + NORMALISATION);
  const score = Math.min(SENTIMENT_MAX, Math.max(SENTIMENT_MIN, roundTo(5 + 5 * normalised, 1)));
  const agreement = Math.abs(positive - negative) / (positive + negative);
  const coverage = Math.min(1, hits.length / 3);
  const confidence = roundTo(0.2 + 0.75 * coverage * (0.5 + 0.5 * agreement), 2);
  const lesser = Math.min(feltPositive, feltNegative);
  const mixed = lesser >= MIXED_MIN_WEIGHT && lesser >= MIXED_BALANCE * Math.max(feltPositive, feltNegative);
  return { score, confidence, label: mixed ? 'mixed' : sentimentLabelOf(score) };
}

/** A score alone (a model's): 6 and above reads positive, 4 and below negative. */
export function sentimentLabelOf(score: number): Exclude<SentimentLabel, 'mixed'> {
  if (score >= 6) return 'positive';
  if (score <= 4) return 'negative';
  return 'neutral';
}
