import { completeTodoWrite } from '../../features/todos/api/complete-todo';
import { createTodoWrite } from '../../features/todos/api/create-todo';
import { deleteTodoWrite } from '../../features/todos/api/delete-todo';
import { moveTodoWrite } from '../../features/todos/api/move-todo';
import { toggleTodoWrite } from '../../features/todos/api/toggle-todo';
import { updateTodoWrite } from '../../features/todos/api/update-todo';

/**
 * Every change that waits for the network when made offline (docs/product/offline.md "Changes made
 * offline"), registered once at start so a change restored after a reload can be sent. An area adds
 * its writes here.
 */
export const QUEUED_WRITES = [createTodoWrite, updateTodoWrite, toggleTodoWrite, moveTodoWrite, completeTodoWrite, deleteTodoWrite] as const;
