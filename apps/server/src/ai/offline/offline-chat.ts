import { analyzeSentiment, type ChatTurn } from '@cadence/shared';
import { focusAnswer, planWindow } from './answer-focus';
import { goalIdeaAnswer, goalsAnswer } from './answer-goals';
import { habitIdeaAnswer, habitsAnswer } from './answer-habits';
import { moodAnswer } from './answer-mood';
import { longDate } from './facts';
import { offlineInsights } from './offline-insights';
import { type Period, questionOf } from './question';
import type { UserSnapshot } from './user-snapshot';

// docs/product/ai.md "Offline assistant": the chat answers from the user's own data. The last message
// chooses the topic and the period; the answer's first line names the period it is about, and a
// question the offline assistant cannot answer is told so, never answered as another (issue 18 §7).

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** What the offline assistant can answer, said when it cannot answer what was asked. */
export const OFFLINE_SCOPE =
  'Ask me what to focus on today, tomorrow, this week or this month, which habit streaks are at risk, how your mood has been over the last seven or thirty days, how your goals are going, or for a journaling prompt, a habit idea or a goal idea.';

function journalAnswer(snapshot: UserSnapshot): string {
  const latest = snapshot.entries[0];
  const question = latest
    ? latest.mood <= 4
      ? 'What is one thing that would make tomorrow feel lighter, and what would it take?'
      : latest.mood >= 7
        ? 'What went well recently, and what did you do that made it go well?'
        : 'What took most of your energy this week, and was it worth it?'
    : 'What do you want to remember about today, a year from now?';
  const context = latest ? `Your last entry, of ${longDate(latest.date)}, had a mood of ${latest.mood}/10.` : 'You have not written a journal entry yet.';
  return `A journaling prompt for you: *${question}*\n\n${context}`;
}

function greetingAnswer(snapshot: UserSnapshot): string {
  const open = snapshot.todos.filter((todo) => todo.status !== 'completed').length;
  const active = snapshot.goals.filter((goal) => goal.status === 'active').length;
  const habitsLeft = snapshot.habits.filter((habit) => !habit.doneThisPeriod).length;
  const name = snapshot.firstName ? `, ${snapshot.firstName}` : '';
  return `Hello${name}! For ${planWindow('today', snapshot).heading} you have ${plural(open, 'open task')}, ${plural(active, 'active goal')} and ${plural(habitsLeft, 'habit')} still to check off.\n\n${OFFLINE_SCOPE}`;
}

function overviewAnswer(snapshot: UserSnapshot): string {
  return `Here is how things look ${planWindow('today', snapshot).heading}:\n\n${offlineInsights(snapshot)}\n\n${OFFLINE_SCOPE}`;
}

const asPlan = (period: Period | null) => (period === 'tomorrow' || period === 'week' || period === 'month' ? period : 'today');
const asMood = (period: Period | null) => (period === 'last30' ? 'last30' : 'last7');

/** The answer to the last user message of a conversation. */
export function offlineChatAnswer(turns: readonly ChatTurn[], snapshot: UserSnapshot): string {
  const last = [...turns].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  const question = questionOf(last);
  if (question.unsupportedPeriod) {
    return `I can't answer that for ${question.unsupportedPeriod}: the offline assistant plans for today, tomorrow, this week or this month, and reads moods over the last seven or thirty days.\n\n${OFFLINE_SCOPE}`;
  }
  switch (question.topic) {
    case 'focus':
      return focusAnswer(snapshot, asPlan(question.period));
    case 'habits':
      return habitsAnswer(snapshot, asPlan(question.period));
    case 'habit-idea':
      return habitIdeaAnswer(snapshot);
    case 'goals':
      return goalsAnswer(snapshot);
    case 'goal-idea':
      return goalIdeaAnswer(snapshot);
    case 'journal':
      return journalAnswer(snapshot);
    case 'mood':
      // A message that sounds hard is heard first (the coach's manner), then answered.
      return `${analyzeSentiment(last).label === 'negative' ? 'That sounds hard. ' : ''}${moodAnswer(snapshot, asMood(question.period))}`;
    case 'greeting':
      return greetingAnswer(snapshot);
    case 'overview':
      return overviewAnswer(snapshot);
    case 'unknown':
      return `I can't answer that from your Cadence data: the offline assistant knows only your tasks, habits, goals, journal and moods, and answers without a language model.\n\n${OFFLINE_SCOPE}`;
  }
}
