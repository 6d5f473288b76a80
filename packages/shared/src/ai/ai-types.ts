import type { ActivityType } from '../activity/activity-constants';
import type { GoalCategory } from '../goals/goal-constants';
import type { AiAccessSource } from '../subscription/subscription-plans';
import type { ParsedHabitSuggestion } from './habit-suggestion';
import type { SentimentLabel } from './sentiment';

// The AI API's answers (docs/product/ai.md "API").

/** Which engine answered: the UI credits it ('offline assistant' or the model's name). */
export interface AiEngineInfo {
  kind: 'offline' | 'model';
  label: string;
}

/** GET /api/ai/status. */
export interface AiStatus {
  engine: AiEngineInfo;
  access: { allowed: boolean; source: AiAccessSource | null };
  quota: { limit: number; used: number; remaining: number; resetsAt: string };
}

/** GET and PATCH /api/ai/settings. recipient: who would receive journal text (null: it stays on this server). */
export interface AiSettings {
  shareJournalWithAi: boolean;
  recipient: string | null;
}

/** POST /api/ai/insights: Markdown. */
export interface AiInsights {
  engine: AiEngineInfo;
  text: string;
}

/** POST /api/ai/journal-coach: Markdown. */
export interface AiCoachReply {
  engine: AiEngineInfo;
  reply: string;
}

export interface GoalSuggestion {
  title: string;
  description: string;
  category: GoalCategory;
}

/** POST /api/ai/goal-suggestions: three goals, ready for the create form. */
export interface AiGoalSuggestions {
  engine: AiEngineInfo;
  suggestions: GoalSuggestion[];
}

/** POST /api/ai/habit-recommendations: each 'Name - description' text and how it reads (docs/product/ai.md "Habit suggestions"). */
export interface AiHabitRecommendations {
  engine: AiEngineInfo;
  suggestions: Array<{ text: string; habit: ParsedHabitSuggestion }>;
}

/** POST /api/ai/activity-classification. */
export interface AiActivityClassification {
  engine: AiEngineInfo;
  type: ActivityType;
  confidence: number;
}

export interface SentimentResult {
  entryId: string | null;
  score: number;
  confidence: number;
  label: SentimentLabel;
}

/** POST /api/ai/sentiment. */
export interface AiSentiment {
  engine: AiEngineInfo;
  results: SentimentResult[];
}

/** POST /api/grok/classifications. */
export interface ClassificationResponse {
  category: string;
  confidence: number;
  model: string;
}

/** The OpenAI chat completion our proxy answers with (non-streamed). */
export interface ChatCompletionResponse {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: Array<{ index: number; message: { role: 'assistant'; content: string }; finish_reason: 'stop' | 'length' }>;
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

/** One streamed chunk (`data: {...}` lines, then `data: [DONE]`). */
export interface ChatCompletionChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  choices: Array<{ index: number; delta: { role?: 'assistant'; content?: string }; finish_reason: 'stop' | 'length' | null }>;
}
