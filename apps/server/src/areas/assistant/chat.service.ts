import { AI_CONTEXT_SIZES, AI_TEMPERATURE, type AssistantChatRequest, type ChatCompletionRequest, type ChatCompletionResponse, type ChatTurn } from '@cadence/shared';
import { offlineChatAnswer } from '../../ai/offline/offline-chat';
import { approximateTokens, completionId, completionResponse, completionStream, textDeltas } from '../../ai/completion-sse';
import type { AiMessage } from '../../ai/ai-provider';
import type { Actor } from '../../context/actor';
import { type Allowance, claimAllowance } from './ai-allowance.service';
import type { AssistantContext } from './assistant-context';
import { chatSystemContext, lastTurns } from './assistant-prompts';
import { buildSnapshot } from './assistant-snapshot.service';
import { generateWithModel, modelEngineOf, streamWithModel } from './engine-call.service';

// docs/product/ai.md "Chat" and "API": the chat widget's answers, and the OpenAI-compatible
// proxy. Both stream as OpenAI chunks; both answer from the user's own data when offline.

const CHAT_SNAPSHOT = { todos: AI_CONTEXT_SIZES.chat.todos, goals: AI_CONTEXT_SIZES.chat.goals, habits: AI_CONTEXT_SIZES.chat.habits, entries: { count: AI_CONTEXT_SIZES.chat.entries, chars: AI_CONTEXT_SIZES.chat.entryChars }, moods: true, productiveTime: true };
/**
 * The offline assistant reads more than a model is sent, as the insights do: nothing leaves the server,
 * and a plan for the week must see every open task, not the ten due soonest (issue 18 §7).
 */
const OFFLINE_CHAT_SNAPSHOT = { ...CHAT_SNAPSHOT, todos: 200, goals: 50, habits: 50, activities: AI_CONTEXT_SIZES.goalSuggestions.activities };

interface Conversation {
  /** System text a client sent (the proxy only), added after the product's own system prompt. */
  clientSystem?: string;
  /** The widget's chat sends the model the user's data; the proxy passes on only what its client sent. */
  withUserData: boolean;
  turns: ChatTurn[];
  temperature: number;
  maxTokens?: number;
}

export interface StreamAnswer {
  body: ReadableStream<Uint8Array>;
  model: string;
}

/** POST /api/ai/chat: the assistant's streamed answer to the conversation's last message. */
export function streamAssistantChat(ctx: AssistantContext, actor: Actor, input: AssistantChatRequest, signal?: AbortSignal): Promise<StreamAnswer> {
  return streamConversation(ctx, actor, { withUserData: true, turns: lastTurns(input.messages, AI_CONTEXT_SIZES.chat.chatMessages), temperature: AI_TEMPERATURE.default }, signal);
}

function conversationOf(input: ChatCompletionRequest): Conversation {
  const clientSystem = input.messages.filter((m) => m.role === 'system').map((m) => m.content).join('\n\n');
  const turns = input.messages.filter((m): m is ChatTurn & { role: 'user' | 'assistant' } => m.role !== 'system').map((m) => ({ role: m.role, content: m.content }));
  return { ...(clientSystem ? { clientSystem } : {}), withUserData: false, turns, temperature: input.temperature ?? AI_TEMPERATURE.default, maxTokens: input.max_completion_tokens ?? input.max_tokens };
}

/** POST /api/grok/chat/completions with stream: true. */
export function streamCompletion(ctx: AssistantContext, actor: Actor, input: ChatCompletionRequest, signal?: AbortSignal): Promise<StreamAnswer> {
  return streamConversation(ctx, actor, conversationOf(input), signal);
}

/** POST /api/grok/chat/completions: one OpenAI chat completion. */
export async function createCompletion(ctx: AssistantContext, actor: Actor, input: ChatCompletionRequest, signal?: AbortSignal): Promise<ChatCompletionResponse> {
  const conversation = conversationOf(input);
  const allowance = await claimAllowance(ctx, actor);
  const id = completionId();
  const created = Math.floor(ctx.clock.now().getTime() / 1000);
  try {
    const engine = modelEngineOf(ctx);
    let response: ChatCompletionResponse;
    if (engine) {
      const result = await generateWithModel(engine, { context: conversation.clientSystem, messages: toMessages(conversation.turns), temperature: conversation.temperature, maxTokens: conversation.maxTokens, signal });
      response = completionResponse({ id, model: engine.modelId, created, ...result });
    } else {
      const text = await offlineAnswer(ctx, actor, conversation.turns);
      const promptTokens = approximateTokens(conversation.turns.map((t) => t.content).join(' '));
      response = completionResponse({ id, model: ctx.engine.modelId, created, text, finishReason: 'stop', promptTokens, completionTokens: approximateTokens(text) });
    }
    await allowance.answered();
    return response;
  } catch (error) {
    await allowance.unanswered();
    throw error;
  }
}

function toMessages(turns: readonly ChatTurn[]): AiMessage[] {
  return turns.map((turn) => ({ role: turn.role, content: turn.content }));
}

async function offlineAnswer(ctx: AssistantContext, actor: Actor, turns: readonly ChatTurn[]): Promise<string> {
  const { snapshot } = await buildSnapshot(ctx, actor, OFFLINE_CHAT_SNAPSHOT);
  return offlineChatAnswer(turns, snapshot);
}

async function streamConversation(ctx: AssistantContext, actor: Actor, conversation: Conversation, signal?: AbortSignal): Promise<StreamAnswer> {
  const allowance = await claimAllowance(ctx, actor);
  const id = completionId();
  const created = Math.floor(ctx.clock.now().getTime() / 1000);
  let source: { deltas: AsyncIterable<string>; finished: Promise<'stop' | 'length'> };
  try {
    const engine = modelEngineOf(ctx);
    if (engine) {
      let context = conversation.clientSystem;
      if (conversation.withUserData) {
        const { snapshot, shareJournal } = await buildSnapshot(ctx, actor, CHAT_SNAPSHOT);
        context = chatSystemContext(snapshot, shareJournal);
      }
      source = await streamWithModel(engine, { context, messages: toMessages(conversation.turns), temperature: conversation.temperature, maxTokens: conversation.maxTokens, signal });
    } else {
      source = { deltas: textDeltas(await offlineAnswer(ctx, actor, conversation.turns)), finished: Promise.resolve('stop') };
    }
  } catch (error) {
    await allowance.unanswered();
    throw error;
  }
  const body = completionStream({ id, model: ctx.engine.modelId, created, ...source, onEnd: (outcome) => settle(ctx, allowance, outcome) });
  return { body, model: ctx.engine.modelId };
}

/**
 * Once text has gone out the reservation stays, even if the stream then fails or its reader leaves
 * (docs/product/ai.md "Daily quota"); only a completed answer counts as successful.
 */
function settle(ctx: AssistantContext, allowance: Allowance, outcome: 'completed' | 'failed' | 'abandoned'): void {
  if (outcome !== 'completed') return;
  allowance.answered().catch((error: unknown) => ctx.logger.warn({ err: error }, 'AI usage not counted'));
}
