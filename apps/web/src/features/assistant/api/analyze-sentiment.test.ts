import type { AiSentiment } from '@cadence/shared';
import { describe, expect, it, vi } from 'vitest';
import { sentimentOfEntry } from './analyze-sentiment';

const engine = { kind: 'offline' as const, label: 'offline assistant' };

describe('sentimentOfEntry (docs/product/ai.md "Sentiment")', () => {
  it('gathers the badges asked together into requests of at most 20: a page of 50 entries costs three', async () => {
    const send = vi.fn(async (ids: readonly string[]): Promise<AiSentiment> => ({
      engine,
      results: ids.map((entryId, index) => ({ entryId, score: index % 11, confidence: 0.5, label: 'neutral' })),
    }));
    const ids = Array.from({ length: 50 }, (_, index) => `entry-${index}`);
    const results = await Promise.all([...ids, 'entry-3'].map((id) => sentimentOfEntry(id, send)));
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map(([chunk]) => chunk.length)).toEqual([20, 20, 10]);
    expect(results.map((result) => result.entryId)).toEqual([...ids, 'entry-3']);
    expect(results[0]!.engine).toEqual(engine);
  });

  it('asks coming a slice at a time, as a busy phone renders the cards, still make full requests (issue 19)', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(async (ids: readonly string[]): Promise<AiSentiment> => ({ engine, results: ids.map((entryId) => ({ entryId, score: 5, confidence: 0.5, label: 'neutral' })) }));
      const asks: Array<Promise<unknown>> = [];
      for (let slice = 0; slice < 10; slice += 1) {
        for (let card = 0; card < 5; card += 1) asks.push(sentimentOfEntry(`slice-${slice}-${card}`, send));
        await vi.advanceTimersByTimeAsync(200);
      }
      await vi.advanceTimersByTimeAsync(300);
      await Promise.all(asks);
      expect(send.mock.calls.map(([chunk]) => chunk.length)).toEqual([20, 20, 10]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed request fails only the badges it carried', async () => {
    const send = vi.fn(async (ids: readonly string[]): Promise<AiSentiment> => {
      if (ids.includes('bad')) throw new Error('down');
      return { engine, results: ids.map((entryId) => ({ entryId, score: 5, confidence: 0.5, label: 'neutral' })) };
    });
    await expect(sentimentOfEntry('bad', send)).rejects.toThrow('down');
    await expect(sentimentOfEntry('good', send)).resolves.toMatchObject({ entryId: 'good' });
  });
});
