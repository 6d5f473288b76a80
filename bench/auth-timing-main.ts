// `npm run bench:auth-timing`: only the auth timing comparison of issue 6 §9, on PGlite and PostgreSQL.
import { benchAuthTiming } from './auth-timing';
import { startApp } from './lib/app-process';
import { freshBenchDatabase } from './lib/postgres';

const row = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);

async function main(): Promise<void> {
  for (const [kind, url] of [['pglite', undefined], ['postgres', await freshBenchDatabase()]] as const) {
    if (kind === 'postgres' && !url) {
      console.log('PostgreSQL not reachable: set BENCH_DATABASE_URL to include it.');
      continue;
    }
    const app = await startApp({ databaseUrl: url ?? undefined, env: { TRUST_PROXY: 'true' } });
    try {
      await benchAuthTiming(app.baseUrl, row, kind);
    } finally {
      await app.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
