// Every query key of the to-do board, so invalidation cannot miss one by a typo.
export const todoKeys = {
  all: ['todos'] as const,
  list: () => [...todoKeys.all, 'list'] as const,
  history: () => [...todoKeys.all, 'history'] as const,
  /** The habit selector of the form; the habits area may share this key later. */
  habitOptions: () => ['habits', 'list'] as const,
  /** The mutation keys of the board's writes (todo-writes.ts). */
  writes: () => [...todoKeys.all, 'write'] as const,
};
