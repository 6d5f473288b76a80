import { AI_CONTEXT_SIZES, analyzeSentiment, type ChatTurn } from '@cadence/shared';
import { formatDuration } from '../../ai/offline/facts';
import type { SnapshotEntry, UserSnapshot } from '../../ai/offline/user-snapshot';

// The prompts sent to a model (docs/product/ai.md "Context", "Privacy"). The user's data goes
// inside <user-data> tags, which the system prompt declares to be data, never instructions; a tag
// written inside the data cannot close them. Journal text is sent only with the user's consent.

function neutralise(text: string): string {
  return text.replace(/<\/?user-data>/gi, (tag) => tag.replace('<', '‹').replace('>', '›'));
}

function entryLine(entry: SnapshotEntry, shareJournal: boolean): string {
  const head = `- ${entry.date}, mood ${entry.mood}/10`;
  if (!shareJournal) return `${head}, tone ${analyzeSentiment(entry.content).label} (text not shared)`;
  return `${head}${entry.tags.length > 0 ? `, tags ${entry.tags.join(', ')}` : ''}: "${neutralise(entry.content)}"`;
}

function section(title: string, lines: string[]): string[] {
  return lines.length === 0 ? [`${title}: none`] : [`${title}:`, ...lines];
}

export interface PromptParts {
  entries?: boolean;
  goals?: boolean;
  habits?: boolean;
  activities?: boolean;
  todos?: boolean;
  productiveTime?: boolean;
}

/** The user's data as a block of facts, with only the parts asked for. */
export function userDataBlock(snapshot: UserSnapshot, shareJournal: boolean, parts: PromptParts): string {
  const lines: string[] = [`Today: ${snapshot.today}`];
  if (parts.productiveTime) lines.push(`Work and learning tracked today: ${formatDuration(snapshot.productiveSecondsToday)}`);
  if (parts.entries) lines.push(...section('Journal entries (newest first)', snapshot.entries.map((entry) => entryLine(entry, shareJournal))));
  if (parts.goals) {
    lines.push(...section('Goals', snapshot.goals.map((g) => `- ${neutralise(g.title)} (${g.category}, ${g.status}, ${g.progress}%${g.targetDate ? `, target ${g.targetDate}` : ''})`)));
  }
  if (parts.habits) {
    lines.push(...section('Habits', snapshot.habits.map((h) => `- ${neutralise(h.title)} (${h.frequency}, ${h.category}, streak ${h.streak}, ${h.doneThisPeriod ? 'done' : 'not done'} this period)`)));
  }
  if (parts.activities) {
    lines.push(...section('Recent activities', snapshot.activities.map((a) => `- ${neutralise(a.title)} (${a.type}, ${formatDuration(a.durationSeconds)}, ${a.date})`)));
  }
  if (parts.todos) {
    lines.push(...section('Open tasks', snapshot.todos.map((t) => `- ${neutralise(t.title)} (${t.status}, ${t.priority} priority${t.dueDate ? `, due ${t.dueDate}` : ''})`)));
  }
  return `<user-data>\n${lines.join('\n')}\n</user-data>`;
}

export function insightsPrompt(snapshot: UserSnapshot, shareJournal: boolean): string {
  return `${userDataBlock(snapshot, shareJournal, { entries: true, activities: true, productiveTime: true })}\n\nGive me three short, specific insights about my productivity and well-being from this data, as Markdown bullet points.`;
}

export function entryCoachPrompt(entry: SnapshotEntry, snapshot: UserSnapshot, shareJournal: boolean): string {
  const sentiment = analyzeSentiment(entry.content);
  const focus = shareJournal
    ? `The entry to coach me on:\n<user-data>\n${entryLine(entry, true)}\n</user-data>`
    : `The entry to coach me on has a mood of ${entry.mood}/10 and reads ${sentiment.label} (sentiment ${sentiment.score}/10); its text is not shared.`;
  return `${focus}\n\nMy context:\n${userDataBlock(snapshot, shareJournal, { entries: true, goals: true, habits: true, activities: true })}\n\nAs my journal coach, reflect on this entry in 150 to 200 words and end with two questions I could write about.`;
}

export function coachChatSystemContext(snapshot: UserSnapshot, shareJournal: boolean): string {
  return `You are also the user's journal coach: answer in 150 to 200 words, warm and practical.\n\nThe user's context:\n${userDataBlock(snapshot, shareJournal, { entries: true, goals: true, habits: true, activities: true })}`;
}

export function chatSystemContext(snapshot: UserSnapshot, shareJournal: boolean): string {
  return `The user's current data:\n${userDataBlock(snapshot, shareJournal, { todos: true, goals: true, habits: true, entries: true, productiveTime: true })}`;
}

export function goalSuggestionsPrompt(snapshot: UserSnapshot, shareJournal: boolean): string {
  return `${userDataBlock(snapshot, shareJournal, { entries: true, goals: true, activities: true })}\n\nSuggest exactly ${AI_CONTEXT_SIZES.goalSuggestions.items} new goals that fit me and that I do not have yet. Write each on its own numbered line as "Title - one-sentence description (category)", where category is one of personal, career, fitness, learning, financial, relationships.`;
}

export function habitRecommendationsPrompt(snapshot: UserSnapshot): string {
  const goals = snapshot.goals.filter((g) => g.status === 'active').map((g) => `- ${neutralise(g.title)} (${g.category})`);
  const habits = snapshot.habits.map((h) => `- ${neutralise(h.title)} (${h.frequency}, ${h.category})`);
  return `<user-data>\n${[...section('Active goals', goals), ...section('Current habits', habits)].join('\n')}\n</user-data>\n\nSuggest ${AI_CONTEXT_SIZES.habitRecommendations.items} new habits that support these goals. Number them and separate them with blank lines; write each as "Name - description", and mention how often and when (morning, afternoon, evening or night) in the description.`;
}

export function classificationPrompt(text: string, categories: readonly string[]): string {
  return `<user-data>\n${neutralise(text)}\n</user-data>\n\nClassify the text into exactly one of these categories: ${categories.join(', ')}. Answer with JSON only: {"category": "<one of the categories>", "confidence": <0 to 1>}.`;
}

export function sentimentPrompt(texts: readonly string[]): string {
  const items = texts.map((text, index) => `${index + 1}. ${neutralise(text)}`).join('\n');
  return `<user-data>\n${items}\n</user-data>\n\nRate the sentiment of each numbered journal text. Answer with a JSON array only, one object per text in order: [{"score": <0 to 10, 5 neutral>, "confidence": <0 to 1>}].`;
}

/** The last messages of a conversation, as the model reads them (docs/product/ai.md "Context": the last 10). */
export function lastTurns(turns: readonly ChatTurn[], count: number): ChatTurn[] {
  return turns.slice(-count);
}
