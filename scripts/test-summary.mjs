// One closing line for the whole `npm test` run, summed from the runners' JSON reports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const dir = 'reports';
for (const file of existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
