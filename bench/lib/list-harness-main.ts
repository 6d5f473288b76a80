// The app as `npm start` composes it, plus one route for the bench: the board list without the session
// check, behind the same middleware, so the bench can read what the check costs (issue 9: signed-in ÷
// unauthenticated ≥ 0.9). Run by the bench with tsx, pinned to the server core; never part of the app.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { habitCompletions } from '../../apps/server/src/areas/habits/habit-completions.service';
import { listTodos } from '../../apps/server/src/areas/todos/todos.service';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { bodyRules } from '../../apps/server/src/http/body-rules.middleware';
import { hostCheck } from '../../apps/server/src/http/host-check.middleware';
import { originCheck } from '../../apps/server/src/http/origin-check.middleware';
import { requestLog } from '../../apps/server/src/http/request-log.middleware';
import { securityHeaders } from '../../apps/server/src/http/security-headers.middleware';
import { createLogger } from '../../apps/server/src/logger';

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const database = openDatabase(config);
const cadence = createApp({ config, database, logger });
await cadence.ready;

const outer = new Hono();
outer.use('/bench/*', requestLog(logger), securityHeaders(config), hostCheck(config), originCheck(config), bodyRules);
outer.get('/bench/unauthenticated-todos/:userId', async (c) =>
  c.json(await listTodos({ ...cadence.ctx, habits: habitCompletions }, { userId: c.req.param('userId'), timeZone: 'UTC' })),
);
outer.route('/', cadence.app);

serve({ fetch: outer.fetch, port: config.port, hostname: config.host }, () => process.stdout.write('ready\n'));
