import { spawn } from 'node:child_process';
import { freePort } from './app-process';

const HELLO = `require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('hello'); }).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));`;

/** A bare node:http server in its own process: the ceiling every other figure is compared with. */
export async function startHelloServer(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', HELLO], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}
