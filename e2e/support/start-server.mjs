// Starts the built app for the browser tests on a fresh embedded database in a temporary folder,
// with the dev mailbox (no SMTP), as `npm start` would serve it. TRUST_PROXY lets the API helpers give
// each test account its own client address (support/accounts.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'cadence-e2e-'));
const env = { ...process.env, PORT: port, DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, NODE_ENV: 'test', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' };
delete env.DATABASE_URL;
delete env.SMTP_URL;

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit', env });
const stop = () => {
  server.kill('SIGTERM');
};
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
