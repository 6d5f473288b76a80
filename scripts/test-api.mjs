// The API suite on the embedded database, then, when TEST_DATABASE_URL is set, again on PostgreSQL.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const runs = [{ name: 'pglite', env: { ...process.env, TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'postgres', env: process.env });

for (const run of runs) {
  console.log(`\n== API suite on ${run.name} ==`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=reports/api-${run.name}.json`, ...extra],
    { stdio: 'inherit', env: run.env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
