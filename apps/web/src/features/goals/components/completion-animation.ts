import { MILESTONE_COMPLETION_ANIMATION_MS } from '@cadence/shared';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A milestone that becomes completed plays a 1 second animation: its row flashes
 * green and its box pops. None at all under prefers-reduced-motion (docs/product/goals.md "Ticking a
 * milestone"). The Web Animations API needs no stylesheet and leaves nothing behind when it ends.
 */
export function playCompletionAnimation(row: HTMLElement | null, box: HTMLElement | null): void {
  if (prefersReducedMotion()) return;
  const timing: KeyframeAnimationOptions = { duration: MILESTONE_COMPLETION_ANIMATION_MS, easing: 'ease-out' };
  row?.animate?.([{ backgroundColor: 'rgba(16, 185, 129, 0.28)' }, { backgroundColor: 'rgba(16, 185, 129, 0)' }], timing);
  box?.animate?.(
    [
      { transform: 'scale(1)', boxShadow: '0 0 0 0 rgba(16, 185, 129, 0.55)' },
      { transform: 'scale(1.3)', offset: 0.25 },
      { transform: 'scale(1)', boxShadow: '0 0 0 12px rgba(16, 185, 129, 0)' },
    ],
    timing,
  );
}
