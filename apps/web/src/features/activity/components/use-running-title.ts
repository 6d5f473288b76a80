import { useEffect } from 'react';

/**
 * Puts `title` in the browser tab while it is not null (docs/product/activity.md "Timer on every
 * page": "00:12:04 · Writing proposal · Cadence" while the timer runs), and gives the page its own
 * title back afterwards. Pages name the tab themselves (useDocumentTitle) when they open: the title
 * they set is kept as the one to give back, and the timer's is put back over it.
 */
export function useRunningTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    let pageTitle = document.title;
    const claim = () => {
      if (document.title === title) return;
      pageTitle = document.title;
      document.title = title;
    };
    claim();
    const observer = new MutationObserver(claim);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      if (document.title === title) document.title = pageTitle;
    };
  }, [title]);
}
