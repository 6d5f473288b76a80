import { JUST_RESET_VALIDITY_MS } from '@cadence/shared';

// docs/product/accounts.md "Reset password", docs/product/accounts.md "Sign-in": set after a successful reset, read once by /login within 5 minutes.
const STORAGE_KEY = 'passwordJustReset';

interface JustResetFlag {
  email: string;
  timestamp: number;
}

export function setJustResetFlag(email: string, nowMs = Date.now()): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ email, timestamp: nowMs } satisfies JustResetFlag));
  } catch {
    // Without storage the login screen simply shows no success message.
  }
}

/** The e-mail of a reset done less than 5 minutes ago, or null. */
export function readJustResetFlag(nowMs = Date.now()): string | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const flag = JSON.parse(raw) as Partial<JustResetFlag>;
    if (typeof flag.email !== 'string' || typeof flag.timestamp !== 'number') return null;
    const age = nowMs - flag.timestamp;
    return age >= 0 && age < JUST_RESET_VALIDITY_MS ? flag.email : null;
  } catch {
    return null;
  }
}

export function clearJustResetFlag(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
