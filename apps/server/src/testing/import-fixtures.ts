import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportFile, SourceContext } from '../areas/data/import-batch';

/**
 * The hand-written sample exports of the import sources' tests (docs/product/data.md "Import"), in
 * src/testing/fixtures/import/, written from each app's documentation of its format.
 */
export const IMPORT_FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures/import');

/** The fixture at `path` (relative to the fixtures folder) as an uploaded file named `name`. */
export function fixtureFile(path: string, name: string = path): ImportFile {
  return { name, text: readFileSync(join(IMPORT_FIXTURES, path), 'utf8') };
}

/** When the tests' imports run, and the zone their local times are read in. */
export const TEST_CONTEXT: SourceContext = { now: '2025-02-01T12:00:00.000Z', timeZone: 'Europe/Paris' };
