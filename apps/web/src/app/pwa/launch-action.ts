import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { commandBar } from '../command-bar/command-bar-store';
import { revealWhenShown } from '../command-bar/reveal-item';

/**
 * The installed app's shortcuts (docs/product/offline.md "Installable"; build/web-app-manifest.ts)
 * open a screen with `?action=`: New Task and New Entry open the same forms as the command bar, Start
 * Activity puts the cursor in the timer's title. The parameter is removed once acted on, so a reload
 * or Back does not act again.
 */
export const LAUNCH_ACTIONS = ['new-task', 'new-entry', 'start-timer'] as const;
type LaunchAction = (typeof LAUNCH_ACTIONS)[number];

const isLaunchAction = (value: string | null): value is LaunchAction => (LAUNCH_ACTIONS as readonly string[]).includes(value ?? '');

export function useLaunchAction(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const action = params.get('action');
    if (!isLaunchAction(action)) return;
    params.delete('action');
    void navigate({ pathname, search: params.size > 0 ? `?${params}` : '' }, { replace: true });
    if (action === 'start-timer') revealWhenShown(() => document.querySelector<HTMLInputElement>('main form input[name="title"]'));
    else commandBar.open(action);
  }, [pathname, search, navigate]);
}
