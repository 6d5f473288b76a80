// `npm run bench:request-path`: only the request-path figures of issue 9 (PGlite, then PostgreSQL).
import { freshBenchDatabase } from './lib/postgres';
import { pinPostgresToServerCore } from './lib/postgres-cpu';
import { benchRequestPath } from './request-path';

const row = (label: string, value: string) => console.log(`${label.padEnd(72)} ${value}`);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

async function main(): Promise<void> {
  const databaseUrl = (await freshBenchDatabase()) ?? undefined;
  if (databaseUrl) pinPostgresToServerCore();
  if (process.env.BENCH_ONLY !== 'postgres') await benchRequestPath({ seconds, rounds, row });
  if (databaseUrl) await benchRequestPath({ seconds, rounds, row, databaseUrl });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
