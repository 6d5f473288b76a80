// Starts the built app for the browser tests on a fresh embedded database in a temporary folder,
// with the dev mailbox (no SMTP), as `npm start` would serve it. TRUST_PROXY lets the API helpers give
// each test account its own client address (support/accounts.ts).
//
// Time is an input (issue 17): the server runs at the suite's instant (shift-clock.mjs, with the offset
// playwright.config.ts computed) and in its own zone (E2E_SERVER_TZ, UTC by default), which may differ
// from the browser's: the product's days are the person's, never the server's.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'cadence-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${port}`,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  TZ: process.env.E2E_SERVER_TZ || 'UTC',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;

const server = spawn(process.execPath, ['--import', path.join(here, 'shift-clock.mjs'), 'apps/server/dist/main.js'], { stdio: 'inherit', env });
const removeData = () => rmSync(dataDir, { recursive: true, force: true });
const stop = () => {
  server.kill('SIGTERM');
};
server.on('exit', (code) => {
  removeData();
  process.exit(code ?? 0);
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
