import { analyzeSentiment, type ChatTurn } from '@cadence/shared';
import { moodTrend } from './facts';
import type { SnapshotEntry, UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": coaching prompts from the entry's mood and sentiment.

type Tone = 'low' | 'mixed' | 'bright';

function toneOf(mood: number, sentimentScore: number): Tone {
  if (mood <= 4 || sentimentScore <= 3.5) return mood >= 7 ? 'mixed' : 'low';
  if (mood >= 7 && sentimentScore >= 5) return 'bright';
  return 'mixed';
}

const PROMPTS: Record<Tone, readonly string[]> = {
  low: [
    'What is one small thing that would make tomorrow a little easier?',
    'What drained you most today, and what could you set down for now?',
    'Who or what helped, even a little, on a hard day like this?',
  ],
  mixed: [
    'What mattered most to you today, and did your time reflect it?',
    'What would you do differently if you could replay one moment of today?',
    'What is one thing you are looking forward to this week?',
  ],
  bright: [
    'What made today go well, and how can you set up more days like it?',
    'Which of your strengths showed up today?',
    'Who would you like to thank for part of today?',
  ],
};

const OPENINGS: Record<Tone, (mood: number) => string> = {
  low: (mood) => `You rated this day ${mood}/10, and your words sound heavy. That is worth noticing without judging it.`,
  mixed: (mood) => `You rated this day ${mood}/10, a mix of ups and downs.`,
  bright: (mood) => `You rated this day ${mood}/10, and it shows in what you wrote.`,
};

/** A stable pick for the same text, so asking twice about one entry reads consistently. */
function pick<T>(list: readonly T[], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return list[Math.abs(hash) % list.length]!;
}

function goalLine(snapshot: UserSnapshot): string | null {
  const goal = snapshot.goals.find((g) => g.status === 'active');
  return goal ? `How did today move you toward **${goal.title}** (${goal.progress}% so far)?` : null;
}

/** Coaching for one entry: an opening from mood and sentiment, then prompts to write on. */
export function offlineEntryCoaching(entry: SnapshotEntry, snapshot: UserSnapshot): string {
  const sentiment = analyzeSentiment(entry.content);
  const tone = toneOf(entry.mood, sentiment.score);
  const prompts = [pick(PROMPTS[tone], entry.content), goalLine(snapshot) ?? pick(PROMPTS.mixed, `${entry.content}.`)];
  const tags = entry.tags.length > 0 ? ` You tagged it ${entry.tags.slice(0, 3).map((tag) => `#${tag}`).join(', ')}.` : '';
  return [
    `${OPENINGS[tone](entry.mood)} The tone of your writing reads ${sentiment.label} (${sentiment.score}/10).${tags}`,
    '',
    'Prompts to write on:',
    ...prompts.map((prompt) => `- ${prompt}`),
  ].join('\n');
}

/** The coach's chat: reflects the last message's tone and the week's mood, then asks one question. */
export function offlineCoachChat(turns: readonly ChatTurn[], snapshot: UserSnapshot): string {
  const last = turns.at(-1)?.content ?? '';
  const sentiment = analyzeSentiment(last);
  const trend = moodTrend(snapshot);
  const mood = trend.thisWeek ?? snapshot.entries[0]?.mood ?? 5;
  const tone = toneOf(Math.round(mood), sentiment.score);
  const moodLine = trend.thisWeek !== null ? `Your entries this week average ${trend.thisWeek}/10.` : 'You have no journal entries this week yet.';
  const feeling = sentiment.label === 'negative' ? 'That sounds hard.' : sentiment.label === 'positive' ? 'That sounds good to hear.' : 'Thanks for sharing that.';
  return [`${feeling} ${moodLine}`, '', `A question to reflect on: ${pick(PROMPTS[tone], last)}`, goalLine(snapshot) ? `\n${goalLine(snapshot)}` : ''].join('\n').trim();
}
