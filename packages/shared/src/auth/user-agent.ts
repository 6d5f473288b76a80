// docs/product/accounts.md "Signed-in devices": a session's browser and system, in words, from its user
// agent. Only the names a person recognises; anything else is 'Unknown browser' / 'Unknown system'.

export interface DeviceName {
  browser: string;
  os: string;
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome' and 'macOS' from a user agent; a missing one is unknown. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceName {
  const agent = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Unknown browser',
    os: SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Unknown system',
  };
}
