// One process committing N single-row transactions on an embedded database folder, as the app does:
// `durable` opens it as the app now does (fsync on, db/embedded/durable-node-fs.ts); `unflushed` as it
// did before issue 25 (PGlite's defaults: fsync off). Prints {"commits", "ms"}. Run by bench/durability.ts,
// alone and under strace. Arguments: folder, mode, commits.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { DurableNodeFS, durableStartParams } from '../../apps/server/src/db/embedded/durable-node-fs';

const [folder, mode, count] = [process.argv[2]!, process.argv[3] ?? 'durable', Number(process.argv[4] ?? 200)];
mkdirSync(folder, { recursive: true });
const engine = mode === 'durable' ? new PGlite({ fs: new DurableNodeFS(folder), startParams: durableStartParams() }) : new PGlite({ fs: new NodeFS(folder) });
await engine.waitReady;
await engine.exec('create table if not exists probe (id serial primary key, note text not null)');
const started = performance.now();
for (let commit = 0; commit < count; commit += 1) await engine.query('insert into probe (note) values ($1)', [`commit ${commit}`]);
const ms = performance.now() - started;
await engine.close();
process.stdout.write(`${JSON.stringify({ commits: count, ms })}\n`);
