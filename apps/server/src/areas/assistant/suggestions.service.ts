import {
  AI_CONTEXT_SIZES,
  AI_TEMPERATURE,
  GOAL_CATEGORIES,
  type AiGoalSuggestions,
  type AiHabitRecommendations,
  type GoalCategory,
  type GoalSuggestion,
  parseHabitSuggestion,
  splitSuggestions,
} from '@cadence/shared';
import { AiUpstreamError } from '../../ai/ai-errors';
import { offlineGoalSuggestions } from '../../ai/offline/offline-goals';
import { offlineHabitRecommendations } from '../../ai/offline/offline-habits';
import { upstreamAppError } from '../../ai/ai-errors';
import type { Actor } from '../../context/actor';
import { withAllowance } from './ai-allowance.service';
import type { AssistantContext } from './assistant-context';
import { goalSuggestionsPrompt, habitRecommendationsPrompt } from './assistant-prompts';
import { buildSnapshot } from './assistant-snapshot.service';
import { generateWithModel, modelEngineOf } from './engine-call.service';

const { goalSuggestions, habitRecommendations } = AI_CONTEXT_SIZES;
/** "All goals" (docs/product/ai.md "Context"), bounded so a prompt stays a prompt. */
const ALL_GOALS = 50;
const ALL_HABITS = 50;

function unreadable(): never {
  throw upstreamAppError(new AiUpstreamError('malformed', 'no suggestion could be read'));
}

/** 'Title - description (category)': the category in brackets when it is one of ours, else personal. */
export function readGoalSuggestion(text: string): GoalSuggestion | null {
  const parsed = parseHabitSuggestion(text);
  if (!parsed.parsed) return null;
  const match = /\s*\(([a-z]+)\)\s*\.?$/i.exec(parsed.description);
  const named = match?.[1]?.toLowerCase();
  const category: GoalCategory = GOAL_CATEGORIES.find((c) => c === named) ?? 'personal';
  return { title: parsed.title, description: match ? parsed.description.slice(0, match.index).trim() : parsed.description, category };
}

/** POST /api/ai/goal-suggestions (docs/product/ai.md "Context": 3 entries, all goals, 10 activities; 3 items). */
export function suggestGoals(ctx: AssistantContext, actor: Actor, signal?: AbortSignal): Promise<AiGoalSuggestions> {
  return withAllowance(ctx, actor, async () => {
    const { snapshot, shareJournal } = await buildSnapshot(ctx, actor, { entries: { count: goalSuggestions.entries, chars: 150 }, goals: ALL_GOALS, activities: goalSuggestions.activities, habits: 20 });
    const engine = modelEngineOf(ctx);
    if (!engine) return { engine: ctx.engine.info, suggestions: offlineGoalSuggestions(snapshot, goalSuggestions.items) };
    const result = await generateWithModel(engine, { messages: [{ role: 'user', content: goalSuggestionsPrompt(snapshot, shareJournal) }], temperature: AI_TEMPERATURE.prompts, signal });
    const suggestions = splitSuggestions(result.text.replace(/\n(?=\s*\d+\s*[.)]\s)/g, '\n\n'))
      .map(readGoalSuggestion)
      .filter((s): s is GoalSuggestion => s !== null)
      .slice(0, goalSuggestions.items);
    if (suggestions.length === 0) unreadable();
    return { engine: engine.info, suggestions };
  });
}

/** POST /api/ai/habit-recommendations (docs/product/ai.md "Habit recommendations": active goals and current habits in; 3 'Name - description' out). */
export function recommendHabits(ctx: AssistantContext, actor: Actor, signal?: AbortSignal): Promise<AiHabitRecommendations> {
  return withAllowance(ctx, actor, async () => {
    const { snapshot } = await buildSnapshot(ctx, actor, { goals: ALL_GOALS, habits: ALL_HABITS });
    const engine = modelEngineOf(ctx);
    const texts = engine
      ? splitSuggestions((await generateWithModel(engine, { messages: [{ role: 'user', content: habitRecommendationsPrompt(snapshot) }], temperature: AI_TEMPERATURE.prompts, signal })).text).slice(0, habitRecommendations.items)
      : offlineHabitRecommendations(snapshot.goals, snapshot.habits, habitRecommendations.items);
    if (texts.length === 0) unreadable();
    return { engine: (engine ?? ctx.engine).info, suggestions: texts.map((text) => ({ text, habit: parseHabitSuggestion(text) })) };
  });
}
