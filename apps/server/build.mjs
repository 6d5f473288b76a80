// Bundles the server into dist/main.js, and `npm run backup` / `npm run restore` into dist/cli.js.
// @cadence/shared is bundled (it ships TypeScript sources); every other dependency stays external and
// is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@cadence/shared');

await build({
  entryPoints: [resolve(here, 'src/main.ts'), resolve(here, 'src/cli.ts')],
  outdir: resolve(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code loaded on demand (the AI SDK's provider: src/ai/ai-engine.ts) goes to its own file, so its
  // packages load only when used (issue 25 "Fits a small box"). Chunks sit beside main.js: modules that
  // find files relative to import.meta.url (config.ts, db/migrate.ts) resolve them from there.
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Lets bundled CommonJS code call require() inside an ES module.
  banner: { js: "import { createRequire as __cadenceCreateRequire } from 'node:module'; const require = __cadenceCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('built apps/server/dist/main.js and dist/cli.js');
