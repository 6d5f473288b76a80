import { type MutateOptions, type MutationFunctionContext, type MutationKey, type MutationMeta, type MutationOptions, onlineManager, type QueryClient, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from './api-error';
import { newClientId } from './client-id';
import { refuseChangesWhileOffline } from './offline';
import { recordRefusedWrite } from './refused-writes';

// docs/product/offline.md "Changes made offline". A change that can wait for the network (a task, a
// journal entry, a mood, a habit mark, a milestone, the timer) is a *queued write*: TanStack Query
// pauses it while the browser is offline, keeps it in IndexedDB with the saved answers
// (query-persistence.ts), and sends it when the connection is back, in the order it was made (one
// scope for all of them). Each carries an Idempotency-Key, made when it is made, so a change sent again
// after an answer that never arrived is applied once (apps/server/src/http/idempotency.ts). Every other
// change (a password, a plan, an import…) is refused while offline, where it was made.

/** One queue for every queued write: the server applies them in the order the person made them. */
export const WRITE_SCOPE = { id: 'writes' } as const;

/** What a queued write's variables carry besides the change: the key that makes a repeat harmless. */
export interface WriteKeyed {
  writeKey?: string;
}

/** A queued write, as an area declares it once (registered at start, so a change restored after a reload can be sent). */
export interface QueuedWrite<TVariables extends object, TData> {
  mutationKey: MutationKey;
  /** Sends the change; run when its turn comes, so it may read what earlier changes' answers left in the cache. */
  mutationFn: (variables: TVariables & WriteKeyed, queryClient: QueryClient) => Promise<TData>;
  /** The change in words, for the list of changes that could not be saved: "Edit of the task ‘Buy bread’". */
  describe: (variables: TVariables, queryClient: QueryClient) => string;
  /** What the person keeps when the server refuses the change (409 with the current row, 404…), in words. */
  kept?: (error: Error, variables: TVariables) => string | null;
  /** After a change restored from an earlier page is saved: what its screens must read again. */
  afterReplay: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
}

const META = { write: 'queued' } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWrite = QueuedWrite<any, any>;

/** What these rules read of a mutation (any mutation's type fits it). */
interface MutationLike {
  readonly meta: MutationMeta | undefined;
  readonly options: { readonly mutationKey?: MutationKey };
}

const definitions = new Map<string, AnyWrite>();
const definitionOf = (mutation: MutationLike) =>
  mutation.options.mutationKey ? definitions.get(JSON.stringify(mutation.options.mutationKey)) : undefined;

export const isQueuedWrite = (mutation: MutationLike): boolean => mutation.meta?.write === META.write;

/**
 * Mutations whose hook may be gone when they are answered: restored from IndexedDB after a reload, or
 * paused while offline (the person may have moved on to another screen). Their answers are applied
 * here, and a refusal is kept in the list of changes that could not be saved.
 */
const waited = new WeakSet<object>();
export const markWaited = (mutation: object) => waited.add(mutation);

/** A failure that may pass by itself: no network, the server busy or away, the same key still running. */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500 || error.code === 'IN_PROGRESS';
}

/** Waits the server's Retry-After when it gave one, else 1 s doubling to 30 s. */
export function retryDelayFor(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined) return Math.max(1, error.retryAfterSeconds) * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * The options a queued write is sent with, whether its screen made it or it was restored after a
 * reload: its key and function, the one queue, and retries that never give up while the failure may
 * pass (it stays listed as waiting to be saved). Remembers the write's words for a refusal.
 */
export function queuedWriteOptions<TVariables extends object, TData>(write: QueuedWrite<TVariables, TData>) {
  definitions.set(JSON.stringify(write.mutationKey), write);
  return {
    mutationKey: write.mutationKey,
    mutationFn: (variables: TVariables & WriteKeyed, context: MutationFunctionContext) => write.mutationFn(variables, context.client),
    scope: WRITE_SCOPE,
    meta: META,
    retry: (_failureCount: number, error: Error) => isPassingFailure(error),
    retryDelay: retryDelayFor,
  };
}

/**
 * Registers queued writes by key, so a change restored from IndexedDB after a reload (its screen not
 * open yet) can be sent: loaded only when there are such changes (query-persistence.ts), so the list of
 * every area's writes stays out of the first screen's code.
 */
export function registerQueuedWrites(queryClient: QueryClient, writes: readonly AnyWrite[]): void {
  for (const write of writes) queryClient.setMutationDefaults(write.mutationKey, queuedWriteOptions(write) as MutationOptions);
}

/** A fresh Idempotency-Key (also a row id for a create: a UUID, made in insecure contexts too). */
export function newWriteKey(): string {
  const hex = newClientId().replace(/-/g, '');
  const uuid = hex.length === 32 ? hex : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  // Version 4, variant 10: a valid UUID whatever made the bytes.
  const variant = ((parseInt(uuid[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${uuid.slice(0, 8)}-${uuid.slice(8, 12)}-4${uuid.slice(13, 16)}-${variant}${uuid.slice(17, 20)}-${uuid.slice(20, 32)}`;
}

/** The cache's onMutate: a change that cannot wait for the network is refused while offline. */
export function beforeEveryChange(mutation: MutationLike): void {
  if (!isQueuedWrite(mutation)) refuseChangesWhileOffline();
}

type ScreenOptions<TData, TVariables, TContext> = Omit<UseMutationOptions<TData, Error, TVariables & WriteKeyed, TContext>, 'mutationKey' | 'mutationFn' | 'scope' | 'meta' | 'retry' | 'retryDelay'>;

/** useMutation for a queued write: waits offline, one queue, a key per change; the screen adds what shows meanwhile. */
export function useQueuedWrite<TData, TVariables extends object, TContext = unknown>(write: QueuedWrite<TVariables, TData>, options: ScreenOptions<TData, TVariables, TContext>) {
  return useKeyedMutation<TData, TVariables, TContext>({ ...queuedWriteOptions(write), ...options });
}

/**
 * useMutation whose every call gets its own Idempotency-Key, in a fresh copy of the variables (a
 * caller's object, maybe a cached row, is never changed): the queued writes, and changes that need a
 * connection but may be sent again (the timer's forgotten-session choices).
 */
export function useKeyedMutation<TData, TVariables extends object, TContext = unknown>(options: UseMutationOptions<TData, Error, TVariables & WriteKeyed, TContext>) {
  const mutation = useMutation(options);
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: QueuedCallbacks<TData, TVariables & WriteKeyed, TContext>) => {
      send({ ...variables, writeKey: newWriteKey() }, callbacks);
      // Offline, the change waits in this browser: the screen that made it moves on (a form closes).
      if (!onlineManager.isOnline()) callbacks?.onQueued?.();
    },
    [send],
  );
  return { ...mutation, mutate, isPending: mutation.isPending && !mutation.isPaused };
}

/** A queued write's callbacks: onQueued when it was made offline and waits to be sent. */
export type QueuedCallbacks<TData, TVariables, TContext> = MutateOptions<TData, Error, TVariables, TContext> & { onQueued?: () => void };

/** The cache's onSuccess: a waited-for change's answer goes where its hook would have put it. */
export function afterChangeSaved(queryClient: QueryClient, data: unknown, variables: unknown, mutation: MutationLike): void {
  if (!waited.has(mutation)) return;
  definitionOf(mutation)?.afterReplay(queryClient, data, variables);
}

/** The cache's onError: a waited-for change the server refused is kept in the list, with what was kept. */
export function afterChangeRefused(queryClient: QueryClient, error: unknown, variables: unknown, mutation: MutationLike): void {
  if (!waited.has(mutation) || !isQueuedWrite(mutation)) return;
  const definition = definitionOf(mutation);
  const failure = error instanceof Error ? error : new Error('The change could not be sent.');
  recordRefusedWrite({
    id: (variables as WriteKeyed | undefined)?.writeKey ?? newWriteKey(),
    what: definition?.describe(variables, queryClient) ?? 'A change',
    // The server's sentence, closed, so what was kept reads as a sentence of its own after it.
    why: /[.!?…]$/.test(failure.message) ? failure.message : `${failure.message}.`,
    kept: definition?.kept?.(failure, variables) ?? null,
    at: new Date().toISOString(),
  });
}

/** A write's key for its request's Idempotency-Key header. */
export const writeKeyOf = (variables: WriteKeyed): string | undefined => variables.writeKey;
