/**
 * After a dialog closes, focus returns to what opened it. When that goes away soon after (the empty
 * state's 'Create Your First Entry' once the first entry shows), focus moves to `fallbackId` instead of
 * being lost on the page. The opener may go away a frame or a whole refetch later — on a busy phone much
 * later than the next frame, which is when the check used to run, once (a flake under load) — so this
 * watches until the focus settles somewhere else, or for at most `forMs`.
 */
export function focusFallbackWhenOpenerGoes(fallbackId: string, forMs = 5_000): void {
  const until = performance.now() + forMs;
  let opener: Element | null = null;
  const look = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (lost && (opener === null || !opener.isConnected)) {
      document.getElementById(fallbackId)?.focus();
      return;
    }
    // The person moved on (or focus is somewhere on purpose): leave it there.
    if (!lost && opener !== null && active !== opener) return;
    if (!lost) opener = active;
    if (performance.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
