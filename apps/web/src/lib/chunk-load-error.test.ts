import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

// docs/product/shell.md "Errors": what counts as code that could not be loaded.

describe('isChunkLoadError', () => {
  it('knows the browsers’ words for a module that could not be fetched', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/goals-route-CDDoWmxI.js',
      'error loading dynamically imported module: http://localhost/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index-B2ymgj99.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    const named = new Error('whatever');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
  });

  it('is false for a render error or anything that is not an Error', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of null (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
