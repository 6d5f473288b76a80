import { existsSync, mkdirSync } from 'node:fs';
import { x as extract } from 'tar';
import { fsyncFolder } from './durable-node-fs';

// docs/architecture.md "The embedded database", issue 25 "Fits a small box": a new data folder used to
// be made by PGlite's initdb, whose second WebAssembly instance pushed the first start to 0.8–0.9 GiB of
// memory (the instance stays in memory once loaded). The build makes an empty, migrated database once
// (make-empty-database.ts, into dist/), and a first start unpacks it, so it costs what any start costs.
// Without that file (running from the sources) the engine makes the folder itself, as before.

/** Where the build leaves the empty database, beside the bundle that reads it. */
export const EMPTY_DATABASE_FILE = 'empty-database.tar.gz';

/** Unpacks the empty database into a new, empty database folder; false when the build made none. */
export async function unpackEmptyDatabase(archive: string, databaseDir: string): Promise<boolean> {
  if (!existsSync(archive)) return false;
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  await extract({ file: archive, cwd: databaseDir, strict: true });
  fsyncFolder(databaseDir);
  return true;
}
