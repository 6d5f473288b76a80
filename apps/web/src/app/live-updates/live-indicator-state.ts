import type { LiveStatus } from '../../lib/live-updates';

// What the shell header's live-updates indicator shows (docs/product/shell.md "Live updates").

/** A drop shorter than this (a reconnect after a password change, a server restart) shows nothing. */
export const OFFLINE_GRACE_MS = 1_500;
/** How long 'Back online' stays, including its fade. */
export const BACK_ONLINE_MS = 4_000;

export type IndicatorView = 'hidden' | 'offline' | 'back-online';

export interface IndicatorState {
  view: IndicatorView;
  /** The stream has been down since it was last live: the grace period runs. */
  down: boolean;
}

export type IndicatorAction = { type: 'status'; status: LiveStatus } | { type: 'grace-ended' } | { type: 'back-online-ended' };

export const initialIndicatorState: IndicatorState = { view: 'hidden', down: false };

export function nextIndicatorState(state: IndicatorState, action: IndicatorAction): IndicatorState {
  switch (action.type) {
    case 'status':
      if (action.status === 'live') return { down: false, view: state.view === 'offline' ? 'back-online' : state.view };
      // The first connection is 'connecting' and shows nothing; only a failure starts the grace period.
      if (action.status === 'offline') return { down: true, view: state.view === 'back-online' ? 'hidden' : state.view };
      return state;
    case 'grace-ended':
      return state.down ? { ...state, view: 'offline' } : state;
    case 'back-online-ended':
      return state.view === 'back-online' ? { ...state, view: 'hidden' } : state;
  }
}
