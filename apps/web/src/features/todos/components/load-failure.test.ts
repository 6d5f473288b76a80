import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { loadFailureMessage } from './load-failure';

const what = 'Could not load your tasks.';

describe('a failed load says what happened in words (issue 13)', () => {
  it('names the cause without a status code', () => {
    const cases: Array<[ApiError | Error, RegExp]> = [
      [new ApiError({ status: 0, code: 'NETWORK', message: 'Unable to reach the server.' }), /can't reach the server/],
      [new ApiError({ status: 500, code: 'INTERNAL', message: 'The server answered with an error (500). Please try again.' }), /server ran into a problem/],
      [new ApiError({ status: 502, code: 'INTERNAL', message: 'The server answered with an error (502). Please try again.' }), /server ran into a problem/],
      [new ApiError({ status: 503, code: 'UNAVAILABLE', message: "Cadence can't reach its database right now. Please try again in a moment." }), /can't reach its database/],
      [new ApiError({ status: 503, code: 'BUSY', message: 'Cadence is busy right now. Please try again in a moment.' }), /busy right now/],
      [new ApiError({ status: 503, code: 'DISK_FULL', message: "Cadence's disk is full, so nothing can be saved right now." }), /disk is full/],
      [new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }), /session has ended/],
      [new ApiError({ status: 404, code: 'HTTP_ERROR', message: 'The server answered with an error (404). Please try again.' }), /refused the request/],
      [new Error('boom'), /went wrong in the app/],
    ];
    for (const [error, expected] of cases) {
      const message = loadFailureMessage(error, what);
      expect(message.startsWith(what)).toBe(true);
      expect(message).toMatch(expected);
      expect(message).not.toMatch(/\d{3}/);
    }
  });
});
