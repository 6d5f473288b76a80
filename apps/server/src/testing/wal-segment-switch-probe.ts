import { mkdirSync, readdirSync, statfsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS, durableStartParams } from '../db/embedded/durable-node-fs';

// The engine alone (no app, no guard) at a write-ahead-log segment switch with half a megabyte free
// (issue 25 §2), run as a child process by disk-full-process.test.ts: it pads the log to the end of its
// first segment, fills the disk, and commits on. Each commit prints a line; the last line printed before
// the engine stops answering tells the test where it stopped. Argument: a database folder on a small disk.

const folder = process.argv[2]!;
mkdirSync(folder, { recursive: true });
const engine = new PGlite({ fs: new DurableNodeFS(folder), startParams: durableStartParams() });
await engine.waitReady;
const SEGMENT = 16 * 1024 * 1024;
const freeBytes = () => Number(statfsSync(folder).bavail) * Number(statfsSync(folder).bsize);
const offset = async () => Number((await engine.query<{ at: string }>("select ((pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::bigint % (16 * 1024 * 1024))::text as at")).rows[0]!.at);
const pad = (bytes: number) => engine.transaction(async (tx) => tx.query("select pg_logical_emit_message(true, 'pad', repeat('x', $1::int))", [bytes]));

let at = await offset();
while (SEGMENT - at > 300 * 1024) {
  await pad(Math.min(1024 * 1024, SEGMENT - at - 250 * 1024));
  at = await offset();
}
process.stdout.write(`segments before: ${readdirSync(join(folder, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length}\n`);
writeFileSync(join(dirname(folder), 'filler'), Buffer.alloc(Math.max(0, freeBytes() - 512 * 1024)));
process.stdout.write(`free: ${freeBytes()}\n`);
for (let commit = 0; commit < 10; commit += 1) {
  await pad(100_000);
  process.stdout.write(`committed ${commit}\n`);
}
process.stdout.write('finished\n');
process.exit(0);
