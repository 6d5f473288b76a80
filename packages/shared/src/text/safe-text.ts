import { z } from '../zod';

// PostgreSQL text cannot hold NUL, and no form a person types into produces the other C0 control
// characters or DEL. Tab, line feed and carriage return (a typed newline) stay allowed. A lone UTF-16
// surrogate is not text either: it would be stored as U+FFFD, silently changing what was sent.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` holds only characters every part of the app can store and show. */
export function isSafeText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}

/**
 * A string field of a request or form, refused (400 with a field message, never a database error)
 * when it holds control characters. Every text a client sends goes through this.
 */
export function safeString(label: string, typeError = `${label} must be text`) {
  return z.string({ error: typeError }).refine(isSafeText, controlCharactersMessage(label));
}
