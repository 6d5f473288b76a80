import { z } from '../zod';
import { ACTIVITY_DESCRIPTION_MAX_LENGTH, ACTIVITY_TITLE_MAX_LENGTH } from '../activity/activity-constants';
import { safeString } from '../text/safe-text';
import {
  AI_CATEGORY_MAX_LENGTH,
  AI_CHAT_MAX_TURNS,
  AI_CLASSIFY_TEXT_MAX_LENGTH,
  AI_MAX_CATEGORIES,
  AI_MAX_MESSAGES,
  AI_MESSAGE_MAX_LENGTH,
  AI_SENTIMENT_MAX_ENTRIES,
  AI_SENTIMENT_TEXT_MAX_LENGTH,
} from './ai-constants';
import { AI_MESSAGES } from './ai-messages';

// The AI API's request bodies (docs/product/ai.md "API").

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const entryIdSchema = z.string().regex(UUID, 'Entry id must be an id');

const messageContent = safeString('Content').max(AI_MESSAGE_MAX_LENGTH, `Content must be at most ${AI_MESSAGE_MAX_LENGTH} characters`);

/**
 * POST /api/grok/chat/completions: the OpenAI chat completions request, as the official clients send
 * it. max_tokens is accepted at any size and capped by the server (docs/product/ai.md "Engine").
 */
export const chatCompletionRequestSchema = z.strictObject({
  model: safeString('Model').max(100).optional(),
  messages: z
    .array(z.strictObject({ role: z.enum(['system', 'user', 'assistant']), content: messageContent, name: safeString('Name').max(64).optional() }))
    .min(1, 'Messages must have at least 1 item')
    .max(AI_MAX_MESSAGES)
    .refine((messages) => messages.some((message) => message.role === 'user'), AI_MESSAGES.userMessageRequired),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.int().min(1).optional(),
  max_completion_tokens: z.int().min(1).optional(),
  top_p: z.number().min(0).max(1).optional(),
  stream: z.boolean().optional(),
  stream_options: z.strictObject({ include_usage: z.boolean().optional() }).optional(),
  user: safeString('User').max(200).optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

/** POST /api/grok/classifications: which of the categories the text belongs to. */
export const classificationRequestSchema = z.strictObject({
  text: safeString('Text').trim().min(1).max(AI_CLASSIFY_TEXT_MAX_LENGTH),
  categories: z
    .array(safeString('Category').trim().min(1).max(AI_CATEGORY_MAX_LENGTH))
    .min(2)
    .max(AI_MAX_CATEGORIES)
    .refine((list) => new Set(list).size === list.length, 'Categories must not repeat'),
});
export type ClassificationRequest = z.infer<typeof classificationRequestSchema>;

/** One turn of a conversation the browser keeps (docs/product/ai.md "Chat": chat messages are local). */
export const chatTurnSchema = z.strictObject({ role: z.enum(['user', 'assistant']), content: messageContent });
export type ChatTurn = z.infer<typeof chatTurnSchema>;

const conversationSchema = z
  .array(chatTurnSchema)
  .min(1)
  .max(AI_CHAT_MAX_TURNS)
  .refine((turns) => turns.at(-1)?.role === 'user', AI_MESSAGES.lastMessageFromUser);

/** POST /api/ai/chat: the conversation so far; the server keeps the last 10 (docs/product/ai.md "Context"). */
export const assistantChatRequestSchema = z.strictObject({ messages: conversationSchema });
export type AssistantChatRequest = z.infer<typeof assistantChatRequestSchema>;

/** POST /api/ai/journal-coach: coaching for one entry, or the coach's chat. */
export const journalCoachRequestSchema = z
  .strictObject({ entryId: entryIdSchema.optional(), messages: conversationSchema.optional() })
  .refine((body) => (body.entryId === undefined) !== (body.messages === undefined), { message: AI_MESSAGES.entryOrConversation, path: ['entryId'] });
export type JournalCoachRequest = z.infer<typeof journalCoachRequestSchema>;

/** POST /api/ai/activity-classification: docs/product/ai.md "Activity type", on the title field's blur. */
export const activityClassificationRequestSchema = z.strictObject({
  title: safeString('Title').trim().min(1).max(ACTIVITY_TITLE_MAX_LENGTH),
  description: safeString('Description').max(ACTIVITY_DESCRIPTION_MAX_LENGTH).nullish(),
});
export type ActivityClassificationRequest = z.infer<typeof activityClassificationRequestSchema>;

/** POST /api/ai/sentiment: the user's own entries by id, or a text being written. */
export const sentimentRequestSchema = z
  .strictObject({
    entryIds: z.array(entryIdSchema).min(1).max(AI_SENTIMENT_MAX_ENTRIES).optional(),
    text: safeString('Text').trim().min(1).max(AI_SENTIMENT_TEXT_MAX_LENGTH).optional(),
  })
  .refine((body) => (body.entryIds === undefined) !== (body.text === undefined), { message: AI_MESSAGES.textOrEntries, path: ['text'] });
export type SentimentRequest = z.infer<typeof sentimentRequestSchema>;

/** PATCH /api/ai/settings: the journal-sharing consent (off by default). */
export const aiSettingsRequestSchema = z.strictObject({ shareJournalWithAi: z.boolean() });
export type AiSettingsRequest = z.infer<typeof aiSettingsRequestSchema>;
