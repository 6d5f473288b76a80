// docs/product/accounts.md "E-mail addresses": an address looks like name@domain.tld and has no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The form an address is stored and compared in. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
