import path from 'node:path';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './build/web-app-manifest';
import { inlineThemeScript, routeFilesForEarlySession } from './build/index-html-plugins';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    inlineThemeScript({ publicDir: path.join(import.meta.dirname, 'public') }),
    // The same paths as src/app/first-route-preload.ts, by module: a route whose module moves fails the build.
    routeFilesForEarlySession({
      root: path.join(import.meta.dirname, 'src'),
      modules: {
        shell: 'app/shell/shell-layout.tsx',
        '/': 'app/dashboard-route.tsx',
        '/activity': 'app/activity-route.tsx',
        '/todos': 'app/todos-route.tsx',
        '/journal': 'app/journal-route.tsx',
        '/goals': 'app/goals-route.tsx',
        '/habits': 'app/habits-route.tsx',
        '/help': 'features/help/components/help-page.tsx',
      },
    }),
    // The installable app and its offline shell (docs/product/offline.md, decision 018): the service
    // worker is src/sw/sw.ts with Workbox's precache list of the build injected; the page registers it
    // itself (src/app/pwa/), so it can choose the moment a new version takes over.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // The compressed twins are the server's business (decision 012); the browser caches what it decoded.
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'icons/apple-touch-icon-180.png'],
      },
    }),
    // Every text file of the build also as .br and .gz, at the highest levels: paid once at build time,
    // served by Accept-Encoding with no work per request (decision 012, issue 19). A file that would not
    // shrink keeps only its original.
    compression({
      include: /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/,
      // Vite's own manifest is read by the bench, never served.
      exclude: /\.vite\//,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    // The API and the dev mailbox live on the server; the browser sees one origin, as in production.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: the server would hand them to anyone (issue 6 "Also").
    sourcemap: false,
    // Lets `npm run bench` add up what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks (decision 013, issue 19 §1): left to itself the bundler gave every
        // icon and small shared module its own file (27 icon files of ~300 bytes), and a page waited for
        // 15-30 of them over HTTP/1.1's six connections, a round trip each on a phone. All icons together
        // are 2 KB compressed; the shared UI pieces and helpers, grouped, load once for every page.
        codeSplitting: {
          groups: [
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
            // The drag sensors stay out: in this group they took dnd-kit into every page (+14 KB gzip on
            // the dashboard); alone they share one chunk with dnd-kit among the screens that drag.
            { name: 'ui', test: /[\\/]apps[\\/]web[\\/]src[\\/](components|lib)[\\/](?!ui[\\/]drag-sensors)/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
