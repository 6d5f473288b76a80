import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveStatus } from '../../lib/live-updates';
import { type IndicatorAction, type IndicatorState, initialIndicatorState, nextIndicatorState } from './live-indicator-state';

const run = (actions: IndicatorAction[], from: IndicatorState = initialIndicatorState) => actions.reduce(nextIndicatorState, from);
const status = (value: LiveStatus): IndicatorAction => ({ type: 'status', status: value });

describe('the live-updates indicator', () => {
  it('shows nothing while the first connection opens and once it is live', () => {
    expect(run([status('connecting'), status('live')]).view).toBe('hidden');
  });

  it("shows 'Offline' only once a drop outlasts the grace period, through the browser's retries", () => {
    expect(run([status('live'), status('offline')]).view).toBe('hidden');
    expect(run([status('live'), status('offline'), { type: 'grace-ended' }]).view).toBe('offline');
    expect(run([status('live'), status('offline'), status('connecting'), { type: 'grace-ended' }]).view).toBe('offline');
    expect(run([status('live'), status('offline'), { type: 'grace-ended' }, status('connecting')]).view).toBe('offline');
  });

  it('shows nothing for a drop that ends within the grace period (a late timer is ignored)', () => {
    expect(run([status('live'), status('offline'), status('live'), { type: 'grace-ended' }]).view).toBe('hidden');
  });

  it("says 'Back online' after 'Offline', then hides", () => {
    const back = run([status('live'), status('offline'), { type: 'grace-ended' }, status('live')]);
    expect(back.view).toBe('back-online');
    expect(nextIndicatorState(back, { type: 'back-online-ended' }).view).toBe('hidden');
  });

  it("drops 'Back online' at once when the stream drops again", () => {
    const back = run([status('live'), status('offline'), { type: 'grace-ended' }, status('live')]);
    expect(run([status('offline')], back).view).toBe('hidden');
    expect(run([status('offline'), { type: 'grace-ended' }], back).view).toBe('offline');
  });

  it("never shows 'Offline' while live, nor 'Back online' without an 'Offline' before it", () => {
    const action = fc.oneof(
      fc.constantFrom<LiveStatus>('connecting', 'live', 'offline').map(status),
      fc.constantFrom<IndicatorAction>({ type: 'grace-ended' }, { type: 'back-online-ended' }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let state = initialIndicatorState;
        let lastStatus: LiveStatus = 'connecting';
        for (const next of actions) {
          const before = state.view;
          state = nextIndicatorState(state, next);
          if (next.type === 'status') lastStatus = next.status;
          if (lastStatus === 'live') expect(state.view).not.toBe('offline');
          if (state.view === 'back-online' && before !== 'back-online') expect(before).toBe('offline');
        }
      }),
    );
  });
});
