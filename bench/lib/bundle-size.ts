import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
}
export type Manifest = Record<string, ManifestChunk>;

const DIST = path.join('apps', 'web', 'dist');

/** Adds the file of the manifest's chunk `key` and of every chunk it imports statically; a key not in the manifest adds nothing. */
export function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
}

function gzippedKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(DIST, file))).length;
  return bytes / 1024;
}

/**
 * JavaScript a route needs before it can render: the entry with its static imports, plus the lazy
 * route chunk whose source path contains `routeSource` (e.g. the page component) with its static imports. Gzipped KB, or null without a build.
 */
export function routeInitialJsKb(routeSource: string): { entryKb: number; routeKb: number } | null {
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = new Set<string>();
  collect(manifest, 'index.html', entry);
  const route = new Set(entry);
  // Only the page's own chunk: what it imports lazily (the task form, say) loads on first use.
  const page = Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry && key.includes(routeSource));
  if (page) collect(manifest, page, route);
  return { entryKb: gzippedKb(entry), routeKb: gzippedKb(route) };
}
