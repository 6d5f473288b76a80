import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SseReader } from './sse-reader';

describe('SseReader', () => {
  it('hands back each event once it is complete, ignoring comments and other fields', () => {
    const reader = new SseReader();
    expect(reader.push('data: {"a":1}\n')).toEqual([]);
    expect(reader.push('\n: keep-alive\n\nevent: x\ndata: [DONE]\n\n')).toEqual(['{"a":1}', '[DONE]']);
  });

  it('reads the same events however the text is cut into pieces', () => {
    const events = ['{"choices":[{"delta":{"content":"Hi"}}]}', '{"choices":[{"delta":{"content":" there\\n"}}]}', '[DONE]'];
    const text = events.map((event) => `data: ${event}\r\n\r\n`).join('');
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), text.length];
        const reader = new SseReader();
        const read: string[] = [];
        for (let i = 1; i < points.length; i += 1) read.push(...reader.push(text.slice(points[i - 1], points[i])));
        expect(read).toEqual(events);
      }),
    );
  });
});
