const PRIORITIES = ['high', 'medium', 'low'] as const;
const STATUSES = ['not_started', 'in_progress', 'completed'] as const;

/** Creates `count` varied tasks for the signed-in user through the API, a few at a time. */
export async function seedTodos(baseUrl: string, cookie: string, count: number): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, cookie };
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
      };
      requests.push(
        fetch(`${baseUrl}/api/todos`, { method: 'POST', headers, body: JSON.stringify(body) }).then(async (response) => {
          if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
        }),
      );
    }
    await Promise.all(requests);
  }
}
