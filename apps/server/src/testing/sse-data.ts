// Reading a streamed answer (`text/event-stream`, OpenAI chunks) in tests and in the AI evaluation.

/** The `data:` payloads of an SSE body, in order ('[DONE]' as the string). */
export async function sseData(response: Response): Promise<unknown[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n'))
    .filter((data) => data !== '')
    .map((data) => (data === '[DONE]' ? data : (JSON.parse(data) as unknown)));
}

/** The text of a streamed completion. */
export function streamedText(payloads: unknown[]): string {
  return payloads
    .filter((p): p is { choices: Array<{ delta: { content?: string } }> } => typeof p === 'object' && p !== null && 'choices' in p)
    .map((p) => p.choices[0]?.delta.content ?? '')
    .join('');
}
