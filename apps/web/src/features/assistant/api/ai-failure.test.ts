import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { aiFailureOf } from './ai-failure';

const apiError = (code: string, message: string, status = 403) => new ApiError({ status, code, message });

describe('aiFailureOf', () => {
  it('turns the server codes into the upgrade prompt, the quota message and the configuration box', () => {
    expect(aiFailureOf(apiError('AI_ACCESS_REQUIRED', 'AI features need a Premium plan'))).toEqual({ kind: 'upgrade' });
    expect(aiFailureOf(apiError('AI_QUOTA_EXCEEDED', "You have used today's 5 AI requests.", 429))).toEqual({ kind: 'quota', message: "You have used today's 5 AI requests." });
    expect(aiFailureOf(apiError('AI_CONFIGURATION', 'refused', 502))).toEqual({ kind: 'configuration' });
  });

  it("places a message without a code by the product's words (docs/product/ai.md 'Errors')", () => {
    expect(aiFailureOf(new Error('Please upgrade'))).toEqual({ kind: 'upgrade' });
    expect(aiFailureOf(new Error('Your subscription has ended'))).toEqual({ kind: 'upgrade' });
    expect(aiFailureOf(new Error('Missing API key'))).toEqual({ kind: 'configuration' });
    expect(aiFailureOf(apiError('UPSTREAM_FAILED', 'Bad configuration upstream', 502))).toEqual({ kind: 'configuration' });
  });

  it('leaves any other failure to the control', () => {
    expect(aiFailureOf(apiError('UPSTREAM_TIMEOUT', 'Too slow', 504))).toEqual({ kind: 'failed', message: 'Too slow' });
    expect(aiFailureOf('nothing')).toEqual({ kind: 'failed', message: '' });
  });
});
