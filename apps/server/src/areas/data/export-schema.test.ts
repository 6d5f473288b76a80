import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportArchiveJsonSchema } from '@cadence/shared';

describe('the export archive format (docs/product/data.md "Export")', () => {
  it('the JSON Schema in the repository is the one the shared schemas give (npm run data:schema)', () => {
    const committed = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../../../docs/product/data-export.schema.json'), 'utf8')) as unknown;
    expect(committed).toEqual(exportArchiveJsonSchema());
  });
});
