import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
}

/** Bounded load on a loopback URL: a fixed number of seconds, then it stops. */
export async function measureLoad({ url, connections = 50, durationSeconds = 5, headers }: LoadOptions): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) throw new Error(`refusing to load a non-loopback URL: ${url}`);
  await autocannon({ url, connections, duration: 1, headers }); // warm-up: JIT and connection pools
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function percentile(sortedValues: number[], p: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil((p / 100) * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)] ?? Number.NaN;
}
