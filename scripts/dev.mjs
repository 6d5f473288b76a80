// `npm run dev`: the API with reload (tsx watch) on :3000 and the Vite dev server on :5173, which
// proxies /api and /dev to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@cadence/server'], { stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', '@cadence/web'], { stdio: 'inherit' }),
];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
