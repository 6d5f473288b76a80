import { analyzeSentiment, type ChatTurn } from '@cadence/shared';
import { longDate, moodSentence, moodWindow } from './facts';
import { moodHeading } from './answer-mood';
import type { SnapshotEntry, UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": coaching prompts from the entry's mood and sentiment.

type Tone = 'low' | 'mixed' | 'bright';

function toneOf(mood: number, sentimentScore: number, label?: string): Tone {
  // docs/product/ai.md "Sentiment": words that go both ways are met as a mix, whatever the balance.
  if (label === 'mixed') return 'mixed';
  if (mood <= 4 || sentimentScore <= 3.5) return mood >= 7 ? 'mixed' : 'low';
  if (mood >= 7 && sentimentScore >= 5) return 'bright';
  return 'mixed';
}

const PROMPTS: Record<Tone, readonly string[]> = {
  low: [
    'What is one small thing that would make the next day a little easier?',
    'What drained you most that day, and what could you set down for now?',
    'Who or what helped, even a little, on a hard day like this?',
  ],
  mixed: [
    'What mattered most to you that day, and did your time reflect it?',
    'What would you do differently if you could replay one moment of that day?',
    'What is one thing you are looking forward to this week?',
  ],
  bright: [
    'What made that day go well, and how can you set up more days like it?',
    'Which of your strengths showed up that day?',
    'Who would you like to thank for part of that day?',
  ],
};

const OPENINGS: Record<Tone, string> = {
  low: 'Your words sound heavy. That is worth noticing without judging it.',
  mixed: 'It reads like a mix of ups and downs.',
  bright: 'It shows in what you wrote.',
};

/** A stable pick for the same text, so asking twice about one entry reads consistently. */
function pick<T>(list: readonly T[], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return list[Math.abs(hash) % list.length]!;
}

/** A question about the person's first active goal, stating where it stands. */
function goalLine(snapshot: UserSnapshot): string | null {
  const goal = snapshot.goals.find((g) => g.status === 'active');
  return goal ? `How did this move you toward **${goal.title}**, which is ${goal.progress}% complete?` : null;
}

/**
 * Coaching for one entry: the entry's day, its mood and the tone of its words (the shared lexicon),
 * then prompts to write on. The first line names the day the entry is about (issue 18 §7).
 */
export function offlineEntryCoaching(entry: SnapshotEntry, snapshot: UserSnapshot): string {
  const sentiment = analyzeSentiment(entry.content);
  const tone = toneOf(entry.mood, sentiment.score, sentiment.label);
  const prompts = [pick(PROMPTS[tone], entry.content), goalLine(snapshot) ?? pick(PROMPTS.mixed, `${entry.content}.`)];
  const tags = entry.tags.length > 0 ? ` You tagged it ${entry.tags.slice(0, 3).map((tag) => `#${tag}`).join(', ')}.` : '';
  return [
    `About your entry of ${longDate(entry.date)}: you rated the day ${entry.mood}/10, and the tone of your writing reads ${sentiment.label} (${sentiment.score}/10). ${OPENINGS[tone]}${tags}`,
    '',
    'Prompts to write on:',
    ...prompts.map((prompt) => `- ${prompt}`),
  ].join('\n');
}

/** The coach's chat: reflects the last message's tone and the last 7 days' mood, then asks one question. */
export function offlineCoachChat(turns: readonly ChatTurn[], snapshot: UserSnapshot): string {
  const last = turns.at(-1)?.content ?? '';
  const sentiment = analyzeSentiment(last);
  const week = moodWindow(snapshot, 7);
  const mood = week.mood?.average ?? snapshot.entries[0]?.mood ?? 5;
  const tone = toneOf(Math.round(mood), sentiment.score, sentiment.label);
  const feeling = sentiment.label === 'negative' ? 'That sounds hard.' : sentiment.label === 'positive' ? 'That sounds good to hear.' : sentiment.label === 'mixed' ? 'That sounds like a lot at once.' : 'Thanks for sharing that.';
  const goal = goalLine(snapshot);
  const moodLine = week.mood ? `your mood ${moodSentence(week, 7)}` : 'you logged no mood';
  return [`${feeling} Over ${moodHeading('last7', snapshot)}, ${moodLine}.`, '', `A question to reflect on: *${pick(PROMPTS[tone], last)}*`, ...(goal ? ['', goal] : [])].join('\n');
}
