import { AI_MESSAGES, AI_TEMPERATURE, analyzeSentiment, type AiSentiment, type SentimentRequest, type SentimentResult, sentimentLabelOf } from '@cadence/shared';
import { AiUpstreamError, upstreamAppError } from '../../ai/ai-errors';
import { OFFLINE_ENGINE } from '../../ai/ai-engine';
import type { Actor } from '../../context/actor';
import { AppError } from '../../http/app-error';
import { requireAiAccess, withAllowance } from './ai-allowance.service';
import type { AssistantContext } from './assistant-context';
import { entriesByIds } from './assistant-data.repository';
import { sentimentPrompt } from './assistant-prompts';
import { aiPreferences } from './assistant-data.repository';
import { cutText } from './assistant-snapshot.service';
import { generateWithModel, modelEngineOf } from './engine-call.service';

/** A model reads at most this much of each entry. */
const SENTIMENT_CHARS = 1_000;

/** The model's JSON array, one score per text in order; anything else is an unreadable answer (502). */
export function readSentiments(answer: string, count: number): Array<{ score: number; confidence: number }> {
  const json = /\[[\s\S]*\]/.exec(answer)?.[0];
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(json) : null;
  } catch {
    parsed = null;
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length === count &&
    parsed.every((item) => typeof item?.score === 'number' && item.score >= 0 && item.score <= 10 && typeof item?.confidence === 'number' && item.confidence >= 0 && item.confidence <= 1);
  if (!valid) throw upstreamAppError(new AiUpstreamError('malformed', 'the sentiment answer is not the list asked for'));
  return (parsed as Array<{ score: number; confidence: number }>).map(({ score, confidence }) => ({ score: Math.round(score * 10) / 10, confidence: Math.round(confidence * 100) / 100 }));
}

/**
 * POST /api/ai/sentiment (docs/product/ai.md "Sentiment": score 0–10, confidence 0–1). Entries are read by id
 * from the user's own journal (another user's id is 404). Journal text goes to a model only with the
 * user's consent; without it the lexicon answers here (docs/product/ai.md "Privacy").
 */
export async function analyzeSentiments(ctx: AssistantContext, actor: Actor, input: SentimentRequest, signal?: AbortSignal): Promise<AiSentiment> {
  const ids = input.entryIds ? [...new Set(input.entryIds)] : [];
  const rows = ids.length > 0 ? await entriesByIds(ctx.db, { userId: actor.userId, ids }) : [];
  if (rows.length !== ids.length) throw AppError.notFound(AI_MESSAGES.entryNotFound);
  const items = input.text !== undefined ? [{ entryId: null, text: input.text }] : ids.map((id) => ({ entryId: id, text: rows.find((row) => row.id === id)!.content }));

  // The lexicon runs here and costs nothing, so it spends none of the daily allowance (access is still
  // required); only a model's answer is a counted call (docs/product/ai.md "Sentiment").
  const engine = modelEngineOf(ctx);
  const consent = engine && input.text === undefined ? (await aiPreferences(ctx.db, actor.userId)).shareJournalWithAi : true;
  if (!engine || !consent) {
    await requireAiAccess(ctx, actor);
    const results: SentimentResult[] = items.map((item) => ({ entryId: item.entryId, ...analyzeSentiment(item.text) }));
    return { engine: OFFLINE_ENGINE.info, results };
  }
  return withAllowance(ctx, actor, async () => {
    const answer = await generateWithModel(engine, { messages: [{ role: 'user', content: sentimentPrompt(items.map((item) => cutText(item.text, SENTIMENT_CHARS))) }], temperature: AI_TEMPERATURE.classification, signal });
    const scores = readSentiments(answer.text, items.length);
    return { engine: engine.info, results: items.map((item, index) => ({ entryId: item.entryId, ...scores[index]!, label: sentimentLabelOf(scores[index]!.score) })) };
  });
}
