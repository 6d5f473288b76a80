import { ACTIVITY_TYPES, type ActivityType } from '../activity/activity-constants';
import { roundTo, wordsOf } from './text-words';

// docs/product/ai.md "Activity classification": keywords per type, counted on word starts.

const KEYWORDS: Record<ActivityType, readonly string[]> = {
  work: ['work', 'meeting', 'email', 'report', 'code', 'coding', 'project', 'client', 'deadline', 'review', 'presentation', 'invoice', 'standup', 'proposal', 'planning', 'spreadsheet', 'budget', 'office', 'task', 'debug', 'deploy', 'draft', 'admin', 'interview', 'pitch', 'sales', 'marketing', 'design', 'bug', 'fix', 'sprint', 'newsletter', 'pipeline', 'customer', 'release', 'roadmap', 'copywriting', 'board meeting', 'one-on-one', '1:1'],
  exercise: ['exercise', 'run', 'jog', 'gym', 'workout', 'yoga', 'walk', 'swim', 'bike', 'cycling', 'hike', 'lift', 'stretch', 'training', 'pilates', 'cardio', 'sport', 'tennis', 'football', 'soccer', 'climb', 'dance', 'hiit', 'push-up', 'pushup', 'plank', 'squat', 'crossfit', 'boxing', 'rowing', 'boulder', 'marathon', 'ski', 'skate', 'physio'],
  learning: ['learn', 'study', 'read', 'course', 'lesson', 'tutorial', 'research', 'practice', 'practise', 'class', 'lecture', 'book', 'language', 'homework', 'exam', 'revise', 'notes', 'podcast', 'webinar', 'flashcard', 'theory', 'chapter', 'duolingo', 'quiz', 'thesis', 'seminar'],
  leisure: ['movie', 'film', 'game', 'gaming', 'tv', 'series', 'relax', 'music', 'netflix', 'hobby', 'nap', 'garden', 'paint', 'draw', 'cook', 'bake', 'knit', 'play', 'guitar', 'piano', 'meditat', 'bath', 'album', 'listen', 'puzzle', 'crossword', 'episode', 'for fun', 'sofa'],
  social: ['friend', 'family', 'party', 'coffee', 'date', 'mom', 'dad', 'mother', 'father', 'chat', 'meetup', 'visit', 'wedding', 'birthday', 'lunch with', 'dinner with', 'drinks', 'team lunch', 'kids', 'partner', 'call with', 'grandparent', 'grandma', 'grandpa', 'sister', 'brother', 'playdate', 'game night', 'night out', 'neighbour', 'neighbor'],
  other: ['errand', 'chore', 'grocer', 'shopping', 'dentist', 'doctor', 'appointment', 'laundry', 'ironing', 'clean', 'commute', 'bill', 'tax', 'repair', 'garage', 'passport', 'dishes', 'vacuum', 'walk the dog', 'dog walk', 'paperwork'],
};

export interface Classification<C extends string = string> {
  category: C;
  confidence: number;
}

/** A phrase says more than one of its words ('game night' is social, 'game' alone leisure). */
const PHRASE_WEIGHT = 2;

/** How strongly the text mentions a category's keywords (a word starting with one, or the phrase itself), and where first. */
function hitsFor(lowerText: string, words: string[], keywords: readonly string[]): { score: number; first: number } {
  let score = 0;
  let first = Number.POSITIVE_INFINITY;
  for (const keyword of keywords) {
    const at = keyword.includes(' ') || /[^\p{L}]/u.test(keyword) ? lowerText.indexOf(keyword) : words.findIndex((word) => word.startsWith(keyword));
    if (at < 0) continue;
    const phrase = keyword.includes(' ') || /[^\p{L}]/u.test(keyword);
    score += phrase ? PHRASE_WEIGHT : 1;
    // Word positions and text positions are compared alike: each is turned into a position in the text.
    first = Math.min(first, phrase ? at : positionOfWord(lowerText, words, at));
  }
  return { score, first };
}

/** Where the `index`th word starts in the text. */
function positionOfWord(lowerText: string, words: readonly string[], index: number): number {
  let from = 0;
  for (let i = 0; i <= index; i += 1) from = lowerText.indexOf(words[i]!, i === 0 ? 0 : from + words[i - 1]!.length);
  return from;
}

/**
 * The category whose keywords the text mentions most (a phrase counts twice); a tie goes to the
 * category mentioned first, then to the earlier category; a category the rules do not know is matched
 * by its own name. No hit: 'other' when offered, else the first category, with low confidence.
 * Confidence grows with the winner's share of the hits (0.2–0.95).
 */
export function classifyText<C extends string>(text: string, categories: readonly C[]): Classification<C> {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const words = wordsOf(lower);
  const hits = categories.map((category) => hitsFor(lower, words, (KEYWORDS as Record<string, readonly string[]>)[category] ?? [category.toLowerCase()]));
  const total = hits.reduce((sum, hit) => sum + hit.score, 0);
  if (total === 0) {
    const fallback = categories.find((category) => category === 'other') ?? categories[0]!;
    return { category: fallback, confidence: 0.2 };
  }
  let best = 0;
  hits.forEach((hit, index) => {
    const leader = hits[best]!;
    if (hit.score > leader.score || (hit.score === leader.score && hit.first < leader.first)) best = index;
  });
  return { category: categories[best]!, confidence: roundTo(Math.min(0.95, 0.5 + 0.45 * (hits[best]!.score / total)), 2) };
}

/** docs/product/ai.md "Activity classification": 'Activity title: …' plus ', Description: …' when there is one. */
export function activityClassificationText(title: string, description?: string | null): string {
  const trimmed = description?.trim();
  return `Activity title: ${title.trim()}${trimmed ? `, Description: ${trimmed}` : ''}`;
}

export function classifyActivity(title: string, description?: string | null): Classification<ActivityType> {
  return classifyText(activityClassificationText(title, description).replace(/^Activity title: |, Description: /g, ' '), ACTIVITY_TYPES);
}
