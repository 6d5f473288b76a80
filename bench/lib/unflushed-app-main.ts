// The app as `npm start` composes it, but on an embedded database opened as it was before issue 25:
// PGlite's defaults, fsync off, no folder lock. Only for the bench's before/after of the cost of durable
// commits (bench/durability.ts); never part of the app.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { wrapPglite } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { createLogger } from '../../apps/server/src/logger';

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const folder = join(config.dataDir, 'pglite');
mkdirSync(folder, { recursive: true });
const database = wrapPglite(new PGlite({ fs: new NodeFS(folder) }));
await migrateDatabase(database);
const cadence = createApp({ config, database, logger, startMailWorker: true });
await cadence.ready;
serve({ fetch: cadence.app.fetch, port: config.port, hostname: config.host });
