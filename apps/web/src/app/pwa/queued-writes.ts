import { pauseSessionWrite } from '../../features/activity/api/pause-session';
import { resumeSessionWrite } from '../../features/activity/api/resume-session';
import { startSessionWrite } from '../../features/activity/api/start-session';
import { stopSessionWrite } from '../../features/activity/api/stop-session';
import { setMilestoneWrite } from '../../features/goals/api/set-milestone';
import { addHabitBreakWrite, removeHabitBreakWrite } from '../../features/habits/api/habit-breaks';
import { setHabitAmountWrite } from '../../features/habits/api/set-habit-amount';
import { setHabitDayWrite } from '../../features/habits/api/set-habit-day';
import { createJournalEntryWrite } from '../../features/journal/api/create-journal-entry';
import { createMoodLogWrite } from '../../features/journal/api/create-mood-log';
import { deleteJournalEntryWrite } from '../../features/journal/api/delete-journal-entry';
import { deleteMoodLogWrite } from '../../features/journal/api/delete-mood-log';
import { updateJournalEntryWrite } from '../../features/journal/api/update-journal-entry';
import { addChecklistItemWrite } from '../../features/todos/api/add-checklist-item';
import { completeTodoWrite } from '../../features/todos/api/complete-todo';
import { createTodoWrite } from '../../features/todos/api/create-todo';
import { deleteChecklistItemWrite } from '../../features/todos/api/delete-checklist-item';
import { deleteTodoWrite } from '../../features/todos/api/delete-todo';
import { moveChecklistItemWrite } from '../../features/todos/api/move-checklist-item';
import { moveTodoWrite } from '../../features/todos/api/move-todo';
import { toggleTodoWrite } from '../../features/todos/api/toggle-todo';
import { updateChecklistItemWrite } from '../../features/todos/api/update-checklist-item';
import { updateTodoWrite } from '../../features/todos/api/update-todo';

/**
 * Every change that waits for the network when made offline (docs/product/offline.md "Changes made
 * offline"): loaded and registered when changes an earlier page left are restored, so they can be sent
 * before their screens open (app-providers.tsx). An area adds its writes here.
 */
export const QUEUED_WRITES = [
  createTodoWrite,
  updateTodoWrite,
  toggleTodoWrite,
  moveTodoWrite,
  completeTodoWrite,
  deleteTodoWrite,
  addChecklistItemWrite,
  updateChecklistItemWrite,
  moveChecklistItemWrite,
  deleteChecklistItemWrite,
  createJournalEntryWrite,
  updateJournalEntryWrite,
  deleteJournalEntryWrite,
  createMoodLogWrite,
  deleteMoodLogWrite,
  setHabitDayWrite,
  setHabitAmountWrite,
  addHabitBreakWrite,
  removeHabitBreakWrite,
  setMilestoneWrite,
  startSessionWrite,
  pauseSessionWrite,
  resumeSessionWrite,
  stopSessionWrite,
] as const;
