import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';

interface CardWindowOptions {
  /** The ids of the list's cards, in order. */
  ids: readonly string[];
  /** The list's own scroll area, or null when the list lies in the page and the window scrolls (stacked columns). */
  scrollRef: RefObject<HTMLElement | null>;
  /** The list itself: where it starts against the visible area decides which cards are in view. */
  listRef: RefObject<HTMLElement | null>;
  /** A card's height before it is measured, and the gap between cards, in px. */
  estimate: number;
  /** A row's height before it is measured when it is not a card's (a group's header). */
  estimateOf?: (id: string) => number | undefined;
  gap: number;
  /** Cards rendered beyond each edge of the visible area. */
  overscan: number;
  /** Cards to render even out of view (the dragged one: dnd-kit needs its node; the one about to take focus). */
  keepIndexes: readonly number[];
}

export interface CardWindow {
  /** The cards to render, ascending: one run, and the kept ones apart when they are out of the run. */
  indexes: number[];
  /** Whether a rendered card is apart from the run (then placed at `startOf(index)`). */
  isApart: (index: number) => boolean;
  /** Space above the rendered run and below it, standing in for the cards not rendered. */
  paddingTop: number;
  paddingBottom: number;
  /** Where a card starts inside the list, for a card rendered apart from the run. */
  startOf: (index: number) => number;
  /** Ref for each rendered card (with `data-key` = its id): its height is measured while it is shown. */
  measureRef: (element: HTMLElement | null) => () => void;
}

function firstIndexAtOrAfter(starts: readonly number[], y: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] ?? 0) < y) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A small list virtualiser for one column (the board needs nothing more, and a library would add
 * ~10 KB gzipped to the board's route): only the cards in and near the visible area are in the DOM;
 * the rest are padding of their measured (or estimated) height. The visible area is the column's own
 * scroll area, or the window when the columns are stacked in the page (one scroll on a phone, issue
 * 13). Cards lie in normal flow, so the browser's own scroll anchoring keeps the view still when a
 * measurement corrects an estimate.
 */
export function useCardWindow({ ids, scrollRef, listRef, estimate, estimateOf, gap, overscan, keepIndexes }: CardWindowOptions): CardWindow {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  // The visible area against the list's top: where it starts (scrollTop) and how tall it is.
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight));
  const observer = useRef<ResizeObserver | null>(null);

  useEffect(() => {
    const list = listRef.current;
    const scroller = scrollRef.current;
    if (!list) return;
    const measure = () => {
      const viewTop = scroller ? scroller.getBoundingClientRect().top : 0;
      setScrollTop(viewTop - list.getBoundingClientRect().top);
      setViewport(scroller ? scroller.clientHeight : window.innerHeight);
    };
    measure();
    const target: HTMLElement | Window = scroller ?? window;
    const sizeObserver = new ResizeObserver(measure);
    target.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    sizeObserver.observe(scroller ?? list);
    return () => {
      target.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      sizeObserver.disconnect();
    };
  }, [scrollRef, listRef]);

  useEffect(() => () => observer.current?.disconnect(), []);

  const measureRef = useCallback((element: HTMLElement | null) => {
    if (!element) return () => undefined;
    observer.current ??= new ResizeObserver((entries) => {
      setHeights((current) => {
        let next: Map<string, number> | null = null;
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.key;
          const height = entry.borderBoxSize[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight;
          if (!id || height === 0 || current.get(id) === height) continue;
          next ??= new Map(current);
          next.set(id, height);
        }
        return next ?? current;
      });
    });
    const sizes = observer.current;
    sizes.observe(element);
    return () => sizes.unobserve(element);
  }, []);

  // starts[i]: the top of card i in the list; starts[ids.length]: the list's height plus one gap.
  const starts = useMemo(() => {
    const result = new Array<number>(ids.length + 1);
    let y = 0;
    ids.forEach((id, index) => {
      result[index] = y;
      y += (heights.get(id) ?? estimateOf?.(id) ?? estimate) + gap;
    });
    result[ids.length] = y;
    return result;
  }, [ids, heights, estimate, estimateOf, gap]);

  const count = ids.length;
  const startOf = (index: number) => starts[index] ?? 0;
  if (count === 0) return { indexes: [], isApart: () => false, paddingTop: 0, paddingBottom: 0, startOf, measureRef };
  const total = (starts[count] ?? 0) - gap;
  const top = Math.max(0, scrollTop);
  let first = Math.max(0, firstIndexAtOrAfter(starts, top + 1) - 1 - overscan);
  let last = Math.max(first, Math.min(count - 1, firstIndexAtOrAfter(starts, scrollTop + viewport) + overscan));
  const kept = [...new Set(keepIndexes.filter((index) => index >= 0 && index < count))].sort((a, b) => a - b);
  // A kept card right beside the run joins it.
  for (const index of kept) if (index === first - 1) first = index;
  for (const index of [...kept].reverse()) if (index === last + 1) last = index;
  const indexes: number[] = [];
  for (const index of kept) if (index < first) indexes.push(index);
  for (let index = first; index <= last; index += 1) indexes.push(index);
  for (const index of kept) if (index > last) indexes.push(index);
  const paddingTop = startOf(first);
  const paddingBottom = Math.max(0, total - (startOf(last + 1) - gap));
  const isApart = (index: number) => index < first || index > last;
  return { indexes, isApart, paddingTop, paddingBottom, startOf, measureRef };
}
