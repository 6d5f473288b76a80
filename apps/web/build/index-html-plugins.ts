import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * public/theme-init.js written into index.html at build time (issue 19 "render-blocking resources",
 * decision 015): the first paint waited for it, a round trip on a phone on slow 4G (Lighthouse: 310
 * ms). The server allows the inline script by its hash, taken from the page it serves
 * (apps/server/src/http/static-spa.ts). The stylesheet stays a file: inlined, it made the page 14 KB
 * instead of 1.5 and the first paint later (1.9 s against 1.8). Only the build changes: the dev server
 * keeps the file apart.
 */
export function inlineThemeScript({ publicDir }: { publicDir: string }): Plugin {
  return {
    name: 'cadence-inline-theme-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return html.replace(/<script src="\/(theme-init\.js)"><\/script>/, (_tag, fileName: string) => {
          const source = readFileSync(path.join(publicDir, fileName), 'utf8');
          return `<script>${source.trim()}</script>`;
        });
      },
    },
  };
}

/**
 * Which files each signed-in route needs beyond the entry's, for public/session-early.js: once the
 * early session answer says signed in, it asks for the shell's and the current route's code at once,
 * while the entry script is still downloading, instead of after it has run and rendered (issue 19
 * "LCP", decision 015). Written into index.html as `window.__cadenceRouteFiles`; `modules` maps a
 * path ('shell' for the layout every signed-in route has) to its lazy module under src/.
 */
export function routeFilesForEarlySession({ root, modules }: { root: string; modules: Record<string, string> }): Plugin {
  return {
    name: 'cadence-route-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const closure = (start: Rollup.OutputChunk): Set<string> => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName)) return;
            files.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          visit(start.fileName);
          return files;
        };
        const loaded = entry ? closure(entry) : new Set<string>();
        const files: Record<string, string[]> = {};
        for (const [route, module] of Object.entries(modules)) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(root, module));
          if (!chunk) throw new Error(`No chunk for ${module} (${route}): the route's module moved?`);
          files[route] = [...closure(chunk)].filter((fileName) => !loaded.has(fileName)).map((fileName) => `/${fileName}`);
        }
        const script = `<script>window.__cadenceRouteFiles=${JSON.stringify(files)}</script>`;
        return html.replace('<script src="/session-early.js" async></script>', `${script}\n    <script src="/session-early.js" async></script>`);
      },
    },
  };
}
