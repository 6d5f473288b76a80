import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { NOT_SAVED_OFFLINE, refuseChangesWhileOffline } from './offline';

// docs/product/shell.md "Offline": a change asked for offline is refused before it shows.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('changes while offline', () => {
  it('are refused with the words the place shows', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(refuseChangesWhileOffline).toThrow(NOT_SAVED_OFFLINE);
    try {
      refuseChangesWhileOffline();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('OFFLINE');
    }
  });

  it('go through while the browser is online, or does not say', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(refuseChangesWhileOffline).not.toThrow();
    vi.stubGlobal('navigator', undefined);
    expect(refuseChangesWhileOffline).not.toThrow();
  });
});
