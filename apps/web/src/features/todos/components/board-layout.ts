import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * 'columns': three columns side by side, each scrolling its own cards. 'stacked': the columns one
 * under the other in the page, which is the one scroll (a phone, a narrow window; issue 13). The
 * board's own width decides, since the sidebar takes part of a wide window: below 880 px a column
 * would be too narrow for a title of normal length.
 */
export type BoardLayout = 'columns' | 'stacked';

const COLUMNS_MIN_WIDTH_PX = 880;

export function layoutForWidth(width: number): BoardLayout {
  return width >= COLUMNS_MIN_WIDTH_PX ? 'columns' : 'stacked';
}

export function useBoardLayout(ref: RefObject<HTMLElement | null>): BoardLayout {
  const [layout, setLayout] = useState<BoardLayout>(() => layoutForWidth(typeof window === 'undefined' ? 1280 : window.innerWidth - (window.innerWidth >= 1024 ? 320 : 48)));
  // The width comes from the observer, which reports it after the browser's own layout: reading
  // clientWidth here would force a layout of the whole page inside the first render's task (issue 19
  // "TBT"). Its first report arrives before the first paint, so the guess above is never seen wrong.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width;
      if (width !== undefined) setLayout(layoutForWidth(width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return layout;
}
