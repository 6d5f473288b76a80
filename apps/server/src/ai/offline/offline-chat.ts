import { type ChatTurn, wordsOf } from '@cadence/shared';
import { offlineCoachChat } from './offline-coach';
import { offlineGoalSuggestions } from './offline-goals';
import { offlineHabitRecommendations } from './offline-habits';
import { offlineInsights } from './offline-insights';
import { describeGoalDate, describeTodo, focusOrder, goalsNearTheirDate, periodWord, streakUnit } from './facts';
import type { UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": the chat answers from the user's own data. The last
// message's words choose what the answer is about; every answer is built from the snapshot.

type Intent = 'focus' | 'habit' | 'goal' | 'journal' | 'mood' | 'greeting' | 'overview';

const INTENT_WORDS: ReadonlyArray<[Intent, readonly string[]]> = [
  ['habit', ['habit', 'streak', 'routine']],
  ['goal', ['goal', 'milestone', 'ambition', 'target']],
  ['journal', ['journal', 'prompt', 'reflect', 'write', 'writing']],
  ['mood', ['mood', 'feel', 'feeling', 'stress', 'stressed', 'tired', 'anxious', 'sad']],
  ['focus', ['focus', 'today', 'productive', 'productivity', 'priority', 'prioritize', 'prioritise', 'task', 'tasks', 'todo', 'next', 'work', 'plan']],
  ['greeting', ['hello', 'hi', 'hey', 'morning', 'evening']],
];

export function intentOf(message: string): Intent {
  const words = new Set(wordsOf(message));
  return INTENT_WORDS.find(([, keys]) => keys.some((key) => words.has(key)))?.[0] ?? 'overview';
}

function focusAnswer(snapshot: UserSnapshot): string {
  const tasks = focusOrder(snapshot.todos, snapshot.today).slice(0, 3);
  const habits = snapshot.habits.filter((habit) => !habit.doneThisPeriod && habit.frequency === 'daily').slice(0, 2);
  const lines = tasks.length > 0 ? ['Here is where I would start today:', ...tasks.map((task, i) => `${i + 1}. ${describeTodo(task, snapshot.today)}`)] : ['Your task list is clear. Pick one thing that moves a goal forward and add it to your To Do List.'];
  if (habits.length > 0) lines.push('', `Also still open today: ${habits.map((habit) => `**${habit.title}**`).join(' and ')}.`);
  const near = goalsNearTheirDate(snapshot.goals, snapshot.today, 7)[0];
  if (near) lines.push('', describeGoalDate(near, snapshot.today));
  return lines.join('\n');
}

function habitAnswer(snapshot: UserSnapshot): string {
  const [first, second] = offlineHabitRecommendations(snapshot.goals, snapshot.habits, 2);
  const running = [...snapshot.habits].sort((a, b) => b.streak - a.streak)[0];
  const lines = ['A habit that fits what you are working on:', '', `- ${first ?? 'Mindful Minutes - Five minutes of quiet breathing each morning.'}`];
  if (second) lines.push(`- ${second}`);
  if (running && running.streak > 0) lines.push('', `Your strongest run is **${running.title}** at ${streakUnit(running.frequency, running.streak)}${running.doneThisPeriod ? '' : `; it is not done ${periodWord(running.frequency)} yet`}.`);
  return lines.join('\n');
}

function goalAnswer(snapshot: UserSnapshot): string {
  const active = snapshot.goals.filter((goal) => goal.status === 'active');
  const [suggestion] = offlineGoalSuggestions(snapshot, 1);
  const lines: string[] = [];
  if (active.length > 0) lines.push(`You have ${active.length} active goal${active.length === 1 ? '' : 's'}; **${active[0]!.title}** is at ${active[0]!.progress}%.`, '');
  if (suggestion) lines.push(`A goal to consider: **${suggestion.title}**. ${suggestion.description}`, '');
  lines.push('Make it specific: a clear finish line, a date, and three milestones you can tick off.');
  return lines.join('\n');
}

function journalAnswer(snapshot: UserSnapshot): string {
  const latest = snapshot.entries[0];
  const question = latest
    ? latest.mood <= 4
      ? 'What is one thing that would make tomorrow feel lighter, and what would it take?'
      : latest.mood >= 7
        ? 'What went well recently, and what did you do that made it go well?'
        : 'What took most of your energy this week, and was it worth it?'
    : 'What do you want to remember about today, a year from now?';
  const context = latest ? `Your last entry (${latest.date}) had a mood of ${latest.mood}/10.` : 'You have not written a journal entry yet.';
  return `${context}\n\nA journaling prompt for you: **${question}**`;
}

function moodAnswer(turns: readonly ChatTurn[], snapshot: UserSnapshot): string {
  return offlineCoachChat(turns, snapshot);
}

function greetingAnswer(snapshot: UserSnapshot): string {
  const open = snapshot.todos.filter((todo) => todo.status !== 'completed').length;
  const active = snapshot.goals.filter((goal) => goal.status === 'active').length;
  const habitsLeft = snapshot.habits.filter((habit) => !habit.doneThisPeriod).length;
  const name = snapshot.firstName ? `, ${snapshot.firstName}` : '';
  return `Hello${name}! You have ${open} open task${open === 1 ? '' : 's'}, ${active} active goal${active === 1 ? '' : 's'} and ${habitsLeft} habit${habitsLeft === 1 ? '' : 's'} still to check off. Ask me what to focus on, for a habit or a goal idea, or for a journaling prompt.`;
}

/** The answer to the last user message of a conversation. */
export function offlineChatAnswer(turns: readonly ChatTurn[], snapshot: UserSnapshot): string {
  const last = [...turns].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  switch (intentOf(last)) {
    case 'focus':
      return focusAnswer(snapshot);
    case 'habit':
      return habitAnswer(snapshot);
    case 'goal':
      return goalAnswer(snapshot);
    case 'journal':
      return journalAnswer(snapshot);
    case 'mood':
      return moodAnswer(turns, snapshot);
    case 'greeting':
      return greetingAnswer(snapshot);
    default:
      return `Here is how things look right now:\n\n${offlineInsights(snapshot)}\n\nAsk me what to focus on today, for a habit or goal idea, or for a journaling prompt.`;
  }
}

