import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { isPageNavigation } from './static-spa';

// issue 6 §12 and "Also": what an outside probe found at the edges of the HTTP layer.

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cadence-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cadence</title>');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Cadence"}');
  t = await createTestApp({ config: { webDistDir: dist, nodeEnv: 'production' } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

function rawRequest(port: number, agent: Agent, options: { method: string; path: string; body?: string }): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, agent, method: options.method, path: options.path, headers: { host: `localhost:3000`, origin: 'http://localhost:3000', 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('413 closes the connection it cannot drain (issue 6 §12)', () => {
  it('answers Connection: close, and the keep-alive client’s next request still works', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await rawRequest(port, agent, { method: 'POST', path: '/api/auth/sign-in/email', body: JSON.stringify({ email: 'x'.repeat(300_000) }) });
      expect(big.status).toBe(413);
      expect(big.connection).toBe('close');
      const next = await rawRequest(port, agent, { method: 'GET', path: '/api/health' });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the app shell answers page navigations only (issue 6 "Also")', () => {
  it.each(['/favicon.ico', '/.env', '/config.json', '/assets/app.js.map'])('%s is a 404 when the file is missing', async (path) => {
    const response = await t.request(path, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>Cadence</title>');
  });

  it('serves a file that exists, and the shell for a client-side route', async () => {
    expect(await (await t.request('/robots.txt')).text()).toContain('User-agent');
    const page = await t.request('/journal', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Cadence</title>');
  });

  it('has the service worker and the manifest revalidated on every use, other files kept an hour (docs/product/offline.md "Updates")', async () => {
    const worker = await t.request('/sw.js');
    expect([worker.status, worker.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    const manifest = await t.request('/manifest.webmanifest');
    expect([manifest.headers.get('cache-control'), manifest.headers.get('content-type')]).toEqual(['no-cache', 'application/manifest+json']);
    expect((await t.request('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('tells a navigation from a file', () => {
    expect(isPageNavigation('/auth/callback', 'text/html')).toBe(true);
    expect(isPageNavigation('/todos', '*/*')).toBe(true);
    expect(isPageNavigation('/todos', 'application/json')).toBe(false);
    expect(isPageNavigation('/robots.txt', 'text/html')).toBe(false);
  });
});

describe('host names (issue 6 "Also": DNS rebinding)', () => {
  it('refuses a request addressed to another host, in production', async () => {
    const response = await t.request('/api/auth/get-session', { headers: { host: 'rebind.evil.example:3000' } });
    expect(response.status).toBe(421);
    expect((await response.json()).error.code).toBe('MISDIRECTED');
  });

  it('accepts any loopback name for a loopback public address, and lets probes through', async () => {
    expect((await t.request('/api/auth/get-session', { headers: { host: '127.0.0.1:3000' } })).status).toBe(200);
    expect((await t.request('/api/health', { headers: { host: '10.1.2.3:3000' } })).status).toBe(200);
  });
});

describe('HSTS (issue 6 "Also")', () => {
  it('is sent when the public address is https, and not over plain http', async () => {
    const secure = await createTestApp({ database: t.database, config: { publicUrl: 'https://cadence.example' } });
    try {
      const response = await secure.request('/api/health');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
    expect((await t.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });
});
