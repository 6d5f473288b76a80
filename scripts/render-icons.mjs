// Renders the app's icons (apps/web/build/icons/*.svg) to the PNG sizes browsers ask for
// (docs/product/offline.md "Installable"), with the machine's Chromium. Run after changing an icon:
// `node scripts/render-icons.mjs`; the PNGs are committed in apps/web/public/icons/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const source = path.join(import.meta.dirname, '../apps/web/build/icons');
const target = path.join(import.meta.dirname, '../apps/web/public/icons');
const work = mkdtempSync(path.join(tmpdir(), 'cadence-icons-'));

const icons = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon-180.png', 180],
];

for (const [svg, png, size] of icons) {
  const page = path.join(work, `${png}.html`);
  const markup = readFileSync(path.join(source, svg), 'utf8');
  writeFileSync(page, `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`);
  execFileSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--default-background-color=00000000', `--window-size=${size},${size}`, `--screenshot=${path.join(target, png)}`, `file://${page}`], { stdio: 'ignore' });
  console.log(`${png} (${size}×${size})`);
}
