// The built app (apps/server/dist/main.js) with a probe for the bench: every 250 ms it runs a full
// garbage collection and records the heap that is still alive, so a part can tell what a request
// holds from the garbage V8 lets build up before it collects (which RSS shows). Only for
// bench/export.ts; never part of the app.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

const file = process.env.BENCH_HEAP_PROBE_FILE;
if (file) {
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as () => void;
  setInterval(() => {
    collect();
    appendFileSync(file, `${Date.now()} ${(process.memoryUsage().heapUsed / 1048576).toFixed(1)}\n`);
  }, 250).unref();
}
await import(path.join(import.meta.dirname, '../../apps/server/dist/main.js'));
