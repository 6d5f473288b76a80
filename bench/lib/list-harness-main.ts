// The app as `npm start` composes it, plus the board list twice under /bench, behind the same
// middleware: once behind the app's session check and once without it, so the bench can read what the
// check costs (issue 9: signed-in ÷ unauthenticated ≥ 0.9). Everything else goes to the app. Run by the
// bench with tsx, pinned to the server core; never part of the app.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { habitCompletions } from '../../apps/server/src/areas/habits/habit-completions.service';
import { listTodosJson } from '../../apps/server/src/areas/todos/todos.service';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migrateAtStartup } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { apiRequestRules } from '../../apps/server/src/http/api-request-rules.middleware';
import type { AppEnv } from '../../apps/server/src/http/app-env';
import { hostCheck } from '../../apps/server/src/http/host-check';
import { requestLog } from '../../apps/server/src/http/request-log.middleware';
import { securityHeaders } from '../../apps/server/src/http/security-headers';
import { createLogger } from '../../apps/server/src/logger';

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const database = await openDatabase(config, logger);
// As main.ts does: opening a database no longer migrates it (issue 25), and a fresh one has no tables.
await migrateAtStartup(database, config.databaseUrl);
const cadence = createApp({ config, database, logger, startMailWorker: true });
await cadence.ready;
const todos = { ...cadence.ctx, habits: habitCompletions };
const json = { 'content-type': 'application/json' };

const bench = new Hono<AppEnv>();
bench.use('*', requestLog(logger, [securityHeaders(config), hostCheck(config)]), apiRequestRules(config));
bench.get('/open/todos/:userId', async (c) => c.body(await listTodosJson(todos, { userId: c.req.param('userId'), timeZone: 'UTC' }), 200, json));
bench.get('/signed-in/todos', cadence.sessionCheck, async (c) => c.body(await listTodosJson(todos, c.get('actor')), 200, json));

const outer = new Hono<AppEnv>();
outer.route('/bench', bench);
outer.all('*', (c) => cadence.app.fetch(c.req.raw, c.env));

serve({ fetch: outer.fetch, port: config.port, hostname: config.host }, () => process.stdout.write('ready\n'));
