// docs/product/shell.md "Errors": a part of the app whose code could not be fetched. After a redeploy
// the files an open tab knows are gone (their names carry the old build's hash); offline nothing can be
// fetched. Each browser words it its own way.
const CHUNK_FAILURE_PATTERNS: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's styles
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True for an error that says a chunk of the app's code could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(error.message));
}
