const PRIORITIES = ['high', 'medium', 'low'] as const;
const STATUSES = ['not_started', 'in_progress', 'completed'] as const;

/**
 * Creates `count` varied tasks for the signed-in user through the API, a few at a time, with issue 22's
 * fields present: every third task works towards a goal, every fifth repeats, every tenth has a
 * three-item checklist (docs/product/todos.md "Repeating tasks", "Checklist"; goals.md "Linked tasks and habits").
 */
export async function seedTodos(baseUrl: string, cookie: string, count: number): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
  const send = async (path: string, body: unknown): Promise<{ id: string }> => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const goal = await send('/api/goals', { title: 'Launch the new offer', milestones: [{ title: 'Landing page' }] });
  const batch = 20;
  for (let start = 0; start < count; start += batch) {
    const requests = [];
    for (let index = start; index < Math.min(count, start + batch); index += 1) {
      const day = String((index % 28) + 1).padStart(2, '0');
      const body = {
        title: `Task ${index + 1}: follow up on proposal`,
        description: index % 3 === 0 ? 'Check the numbers and send the summary' : '',
        priority: PRIORITIES[index % 3],
        status: STATUSES[index % 3],
        dueDate: index % 4 === 0 ? null : `2026-12-${day}`,
        category: index % 2 === 0 ? 'Work' : 'Admin',
        estimatedMinutes: (index % 6) * 15 + 15,
        goalId: index % 3 === 0 ? goal.id : null,
        // Open tasks only: a task created completed that repeats starts its next occurrence at once.
        repeat: index % 5 === 0 && STATUSES[index % 3] !== 'completed' ? { every: 'week', interval: 1, from: 'due' } : null,
      };
      requests.push(
        send('/api/todos', body).then(async (task) => {
          if (index % 10 !== 0) return;
          for (const title of ['Draft', 'Review', 'Send']) await send(`/api/todos/${task.id}/checklist`, { title });
        }),
      );
    }
    await Promise.all(requests);
  }
}
