/**
 * docs/product/shell.md "Floating controls": the strip at the bottom of the screen where the debug
 * button and the chat toggle sit. It is opaque and the page scrolls behind it, as behind the header, so
 * whatever the scroll, nothing of the page shows under a floating control (issue 18 §10: the debug button
 * lay over the landing card, the journal's 'Today' and the profile on phones; the chat toggle over the
 * activity rows' delete buttons at 1280). Its height is the page's reserve, so the end of a page stops above it.
 */
export function FloatingControlsDock() {
  return (
    <div
      aria-hidden="true"
      data-floating-dock=""
      className="fixed inset-x-0 bottom-0 z-30 h-[var(--floating-controls-reserve)] border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    />
  );
}
