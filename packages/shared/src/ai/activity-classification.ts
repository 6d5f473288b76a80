import { ACTIVITY_TYPES, type ActivityType } from '../activity/activity-constants';
import { roundTo, wordsOf } from './text-words';

// docs/product/ai.md "Activity classification": keywords per type, counted on word starts.

const KEYWORDS: Record<ActivityType, readonly string[]> = {
  work: ['work', 'meeting', 'email', 'report', 'code', 'coding', 'project', 'client', 'deadline', 'review', 'presentation', 'invoice', 'standup', 'proposal', 'planning', 'spreadsheet', 'budget', 'office', 'task', 'debug', 'deploy', 'draft', 'admin', 'interview', 'pitch', 'sales', 'marketing', 'design'],
  exercise: ['exercise', 'run', 'jog', 'gym', 'workout', 'yoga', 'walk', 'swim', 'bike', 'cycling', 'hike', 'lift', 'stretch', 'training', 'pilates', 'cardio', 'sport', 'tennis', 'football', 'soccer', 'climb', 'dance'],
  learning: ['learn', 'study', 'read', 'course', 'lesson', 'tutorial', 'research', 'practice', 'practise', 'class', 'lecture', 'book', 'language', 'homework', 'exam', 'revise', 'notes', 'podcast', 'webinar'],
  leisure: ['movie', 'film', 'game', 'gaming', 'tv', 'series', 'relax', 'music', 'netflix', 'hobby', 'nap', 'garden', 'paint', 'draw', 'cook', 'bake', 'knit', 'play', 'guitar', 'piano', 'meditat', 'bath'],
  social: ['friend', 'family', 'party', 'coffee', 'date', 'mom', 'dad', 'mother', 'father', 'chat', 'meetup', 'visit', 'wedding', 'birthday', 'lunch with', 'dinner with', 'drinks', 'team lunch', 'kids', 'partner', 'call with'],
  other: [],
};

export interface Classification<C extends string = string> {
  category: C;
  confidence: number;
}

/** How many of the keywords the text mentions: a word starting with it, or the phrase itself. */
function hitsFor(lowerText: string, words: string[], keywords: readonly string[]): number {
  return keywords.filter((keyword) => (keyword.includes(' ') ? lowerText.includes(keyword) : words.some((word) => word.startsWith(keyword)))).length;
}

/**
 * The category whose keywords the text mentions most (ties go to the earlier category); a category
 * the rules do not know is matched by its own name. No hit: 'other' when offered, else the first
 * category, with low confidence. Confidence grows with the winner's share of the hits (0.2–0.95).
 */
export function classifyText<C extends string>(text: string, categories: readonly C[]): Classification<C> {
  const lower = text.toLowerCase();
  const words = wordsOf(text);
  const scores = categories.map((category) => {
    const keywords = (KEYWORDS as Record<string, readonly string[]>)[category] ?? [category.toLowerCase()];
    return hitsFor(lower, words, keywords);
  });
  const total = scores.reduce((sum, score) => sum + score, 0);
  if (total === 0) {
    const fallback = categories.find((category) => category === 'other') ?? categories[0]!;
    return { category: fallback, confidence: 0.2 };
  }
  let best = 0;
  scores.forEach((score, index) => {
    if (score > scores[best]!) best = index;
  });
  return { category: categories[best]!, confidence: roundTo(Math.min(0.95, 0.5 + 0.45 * (scores[best]! / total)), 2) };
}

/** docs/product/ai.md "Activity classification": 'Activity title: …' plus ', Description: …' when there is one. */
export function activityClassificationText(title: string, description?: string | null): string {
  const trimmed = description?.trim();
  return `Activity title: ${title.trim()}${trimmed ? `, Description: ${trimmed}` : ''}`;
}

export function classifyActivity(title: string, description?: string | null): Classification<ActivityType> {
  return classifyText(activityClassificationText(title, description).replace(/^Activity title: |, Description: /g, ' '), ACTIVITY_TYPES);
}
