/** How long a page may take to show the item (its data may still be loading). */
const REVEAL_WAIT_MS = 5_000;

/**
 * After going to a page, brings an item of it into view and gives it focus once it is shown
 * (docs/product/search.md "Command bar"). Two frames after it appears, so the page's own move of focus
 * to its heading (after a navigation) comes first.
 */
export function revealWhenShown(find: () => HTMLElement | null): void {
  const started = performance.now();
  const look = () => {
    const element = find();
    if (!element) {
      if (performance.now() - started < REVEAL_WAIT_MS) requestAnimationFrame(look);
      return;
    }
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
        element.focus({ preventScroll: true });
      }),
    );
  };
  requestAnimationFrame(look);
}
