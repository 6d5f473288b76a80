// The minimal server Cadence's request path is measured against (issue 9): Hono + pg, a bearer JWT
// check, then the app's own 100-row list statement with timestamps kept as strings, answered with c.json(rows). The
// bench starts it, pinned to the server core, beside the app.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (value) => value);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.JWT_SECRET;
// The app's own list statement (LIST_TODOS), handed over by the bench: the same query, the same rows.
const LIST = process.env.LIST_SQL;

function verify(token) {
  const [header, payload, signature] = (token ?? '').split('.');
  if (!signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return claims.exp * 1000 > Date.now() ? claims.sub : null;
}

const app = new Hono();
app.get('/todos', async (c) => {
  const userId = verify(c.req.header('authorization')?.slice(7));
  if (!userId) return c.json({ error: 'unauthorized' }, 401);
  // Named, so PostgreSQL plans it once per connection, as the app's own statement is (decision 008).
  const { rows } = await pool.query({ name: 'list', text: LIST, values: [userId] });
  return c.json(rows);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => process.stdout.write('ready\n'));
