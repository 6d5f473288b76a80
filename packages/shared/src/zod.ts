import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';

// The one place zod is configured; every schema in this package imports `z` from here, so the
// configuration is in force wherever a schema is used (lint keeps other modules from importing 'zod').

type Issue = $ZodRawIssue;

/** 'estimatedMinutes' -> 'Estimated minutes'; the root of a body -> 'The request body'. */
function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'The request body';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
  date: 'must be a date',
};

/**
 * The product's words for a failed rule that a schema did not word itself (docs/architecture.md "API conventions", issue 7 §1):
 * people and API clients read "Title must be text", never a library's "Invalid input: expected …".
 */
export function productErrorMessage(issue: Issue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if ((issue.path ?? []).length === 0 && issue.expected === 'object') return 'The request body must be a JSON object.';
      if (issue.input === undefined) return `${label} is required`;
      return `${label} ${TYPE_WORDS[issue.expected] ?? 'has the wrong type'}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${label} is required` : `${label} must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} must have at least ${issue.minimum} items`;
      return `${label} must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} must have at most ${issue.maximum} items`;
      return `${label} must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    default:
      return `${label} is not valid`;
  }
}

z.config({
  customError: productErrorMessage,
  // The app's Content-Security-Policy forbids eval; zod's JIT would try `new Function` in the browser
  // (a CSP violation report on every form, issue 6 "Also"). The server keeps the faster JIT.
  jitless: 'document' in globalThis,
});

export { z };
