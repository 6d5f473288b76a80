import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

// docs/product/accounts.md "Signed-in devices".
describe('a device in words, from its user agent', () => {
  it('names the common browsers and systems', () => {
    const cases: Array<[string, string, string]> = [
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome', 'macOS'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iPhone'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge', 'Windows'],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'Linux'],
      ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet', 'Android'],
      ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1', 'Chrome', 'iPad'],
      ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome', 'ChromeOS'],
      ['curl/8.5.0', 'Unknown browser', 'Unknown system'],
    ];
    for (const [agent, browser, os] of cases) expect(describeUserAgent(agent), agent).toEqual({ browser, os });
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown browser', os: 'Unknown system' });
  });

  it('property: any text gives a name for each, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (agent) => {
        const { browser, os } = describeUserAgent(agent);
        expect(browser.length).toBeGreaterThan(0);
        expect(os.length).toBeGreaterThan(0);
      }),
    );
  });
});
