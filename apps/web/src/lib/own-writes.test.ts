import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readClearOfOwnWrites } from './own-writes';

// issue 18 item 3a: a read that overlaps one of this tab's writes is never the answer that lands.

const writes = { mutationKey: ['area', 'write'] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function startWrite(queryClient: QueryClient) {
  const answer = deferred<string>();
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: ['area', 'write', 'x'], mutationFn: () => answer.promise });
  const done = mutation.execute(undefined);
  return { finish: async (value = 'saved') => { answer.resolve(value); await done; } };
}

describe('a list read clear of this tab’s own writes', () => {
  it('returns the first answer when no write overlaps it', async () => {
    const queryClient = new QueryClient();
    let reads = 0;
    const answer = await readClearOfOwnWrites(queryClient, { writes, read: async () => `read ${++reads}`, shown: () => undefined });
    expect(answer).toBe('read 1');
  });

  it('waits for a write in flight before it reads', async () => {
    const queryClient = new QueryClient();
    const write = startWrite(queryClient);
    const order: string[] = [];
    const reading = readClearOfOwnWrites(queryClient, { writes, read: async () => (order.push('read'), 'after'), shown: () => undefined });
    await Promise.resolve();
    order.push('write settles');
    await write.finish();
    expect(await reading).toBe('after');
    expect(order).toEqual(['write settles', 'read']);
  });

  it('sets aside an answer a write overlapped, and reads again once the write has settled', async () => {
    const queryClient = new QueryClient();
    const first = deferred<string>();
    let reads = 0;
    const reading = readClearOfOwnWrites(queryClient, {
      writes,
      read: () => {
        reads += 1;
        return reads === 1 ? first.promise : Promise.resolve('fresh');
      },
      shown: () => undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const write = startWrite(queryClient);
    first.resolve('stale');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await write.finish();
    expect(await reading).toBe('fresh');
    expect(reads).toBe(2);
  });

  it("other areas' writes do not hold the read", async () => {
    const queryClient = new QueryClient();
    const other = queryClient.getMutationCache().build(queryClient, { mutationKey: ['other'], mutationFn: () => new Promise(() => undefined) });
    void other.execute(undefined);
    expect(await readClearOfOwnWrites(queryClient, { writes, read: async () => 'read', shown: () => undefined })).toBe('read');
  });
});
