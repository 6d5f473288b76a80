import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pushDeviceName } from './push-device-name';

// docs/product/reminders.md: each device that gets reminders is named after its browser and system.

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const MAC_EDGE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const HEADLESS_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36';

describe('pushDeviceName', () => {
  it("names the browser and the system, as people say them: 'Chrome on Android'", () => {
    expect(pushDeviceName(ANDROID_CHROME)).toBe('Chrome on Android');
    expect(pushDeviceName(IPHONE_SAFARI)).toBe('Safari on iPhone');
    expect(pushDeviceName(WINDOWS_FIREFOX)).toBe('Firefox on Windows');
    expect(pushDeviceName(MAC_EDGE)).toBe('Edge on macOS');
    expect(pushDeviceName(HEADLESS_LINUX)).toBe('Chrome on Linux');
  });

  it('leaves out what it cannot tell rather than saying Unknown', () => {
    expect(pushDeviceName('')).toBe('A browser');
    expect(pushDeviceName('SomeBot/1.0 (Linux)')).toBe('A browser on Linux');
    expect(pushDeviceName('Mozilla/5.0 Firefox/125.0')).toBe('Firefox');
  });

  it('is always a name the server takes: 1 to 60 characters, never Unknown', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (agent) => {
        const name = pushDeviceName(agent);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(60);
        expect(name).not.toMatch(/Unknown/);
      }),
    );
  });
});
