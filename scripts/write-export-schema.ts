// Writes the export archive's JSON Schema (docs/product/data-export.schema.json) from the shared zod
// schemas: `npm run data:schema` after changing packages/shared/src/data/export-archive.ts. A server
// test fails while the committed file and the schemas disagree.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportArchiveJsonSchema } from '../packages/shared/src/data/export-archive';

const target = path.join(import.meta.dirname, '..', 'docs', 'product', 'data-export.schema.json');
writeFileSync(target, `${JSON.stringify(exportArchiveJsonSchema(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
