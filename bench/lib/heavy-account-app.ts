import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningApp, startApp } from './app-process';
import { backdateHeavyAccount, type HeavyAccount, seedHeavyAccount } from './heavy-account';

export interface HeavyAccountApp {
  app: RunningApp;
  account: HeavyAccount;
  /** Stops the app and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The built app on a fresh embedded database holding the heavy account, seeded through the API and
 * backdated as years of use would have left it (heavy-account.ts), for the browser parts (lighthouse,
 * inp). The seed's ~7,000 durable commits wait on the disk; the pages measured only read, from the
 * engine's memory, so the data folder is in memory (tmpfs) where there is one: it shortens the seed and
 * changes nothing measured.
 */
export async function startHeavyAccountApp(part: string, now: number): Promise<HeavyAccountApp> {
  const dataDir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), `cadence-bench-${part}-`));
  let app: RunningApp | null = null;
  const stop = async () => {
    if (app) await app.stop();
    app = null;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    app = await startApp({ dataDir });
    const account = await seedHeavyAccount(app.baseUrl, now);
    await app.stop();
    app = null;
    await backdateHeavyAccount(dataDir, now);
    app = await startApp({ dataDir });
    return { app, account, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
