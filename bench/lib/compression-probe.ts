// Times brotli and gzip at each level on the JSON answers in the file named by argv[2], in a process of its
// own pinned to the server core (bench/compression.ts). Prints one JSON line: per answer and level, the
// median milliseconds of CPU and the bytes.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Sample {
  label: string;
  text: string;
}

const samples = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Sample[];
const REPEATS = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(compress: () => Buffer): { ms: number; bytes: number } {
  let bytes = 0;
  const times: number[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    const start = process.hrtime.bigint();
    bytes = compress().length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { ms: median(times), bytes };
}

const results = samples.map(({ label, text }) => {
  const input = Buffer.from(text);
  const levels: { level: string; ms: number; bytes: number }[] = [];
  for (const quality of [1, 4, 5, 6, 9, 11]) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: input.length };
    levels.push({ level: `br ${quality}`, ...time(() => brotliCompressSync(input, { params })) });
  }
  for (const level of [1, 6, 9]) levels.push({ level: `gzip ${level}`, ...time(() => gzipSync(input, { level })) });
  return { label, plainBytes: input.length, levels };
});
console.log(JSON.stringify(results));
