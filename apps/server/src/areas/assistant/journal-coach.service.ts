import { AI_CONTEXT_SIZES, AI_MESSAGES, AI_TEMPERATURE, type AiCoachReply, type JournalCoachRequest } from '@cadence/shared';
import { offlineCoachChat, offlineEntryCoaching } from '../../ai/offline/offline-coach';
import type { Actor } from '../../context/actor';
import { AppError } from '../../http/app-error';
import { withAllowance } from './ai-allowance.service';
import type { AssistantContext } from './assistant-context';
import { coachChatSystemContext, entryCoachPrompt, lastTurns } from './assistant-prompts';
import { entriesByIds } from './assistant-data.repository';
import { buildSnapshot, toSnapshotEntry } from './assistant-snapshot.service';
import { generateWithModel, modelEngineOf } from './engine-call.service';

const { coach } = AI_CONTEXT_SIZES;
const COACH_SNAPSHOT = { entries: { count: coach.entries, chars: coach.entryChars }, goals: coach.goals, habits: coach.habits, activities: coach.activities, moods: true };

/**
 * POST /api/ai/journal-coach (docs/product/ai.md "Journal coach"): coaching for one of the user's entries, or the coach's
 * chat with its last 10 messages; context of 3 entries cut at 150 characters, 3 goals, 5 habits,
 * 5 activities. An entry id that is not the user's is 404, before any call is counted.
 */
export async function coachJournal(ctx: AssistantContext, actor: Actor, input: JournalCoachRequest, signal?: AbortSignal): Promise<AiCoachReply> {
  const entryRow = input.entryId ? (await entriesByIds(ctx.db, { userId: actor.userId, ids: [input.entryId] }))[0] : undefined;
  if (input.entryId && !entryRow) throw AppError.notFound(AI_MESSAGES.entryNotFound);

  return withAllowance(ctx, actor, async () => {
    const { snapshot, shareJournal } = await buildSnapshot(ctx, actor, COACH_SNAPSHOT);
    const engine = modelEngineOf(ctx);
    const turns = lastTurns(input.messages ?? [], coach.chatMessages);
    if (entryRow) {
      // The entry itself is read whole for the offline engine (it stays here) and cut for a model.
      if (!engine) return { engine: ctx.engine.info, reply: offlineEntryCoaching(toSnapshotEntry(entryRow, Number.MAX_SAFE_INTEGER, actor.timeZone), snapshot) };
      const entry = toSnapshotEntry(entryRow, coach.entryChars * 4, actor.timeZone);
      const result = await generateWithModel(engine, { messages: [{ role: 'user', content: entryCoachPrompt(entry, snapshot, shareJournal) }], temperature: AI_TEMPERATURE.prompts, signal });
      return { engine: engine.info, reply: result.text.trim() };
    }
    if (!engine) return { engine: ctx.engine.info, reply: offlineCoachChat(turns, snapshot) };
    const result = await generateWithModel(engine, { context: coachChatSystemContext(snapshot, shareJournal), messages: turns, temperature: AI_TEMPERATURE.prompts, signal });
    return { engine: engine.info, reply: result.text.trim() };
  });
}
