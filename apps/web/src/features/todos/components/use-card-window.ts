import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';

interface CardWindowOptions {
  /** The ids of the list's cards, in order. */
  ids: readonly string[];
  scrollRef: RefObject<HTMLElement | null>;
  /** A card's height before it is measured, and the gap between cards, in px. */
  estimate: number;
  gap: number;
  /** Cards rendered beyond each edge of the visible area. */
  overscan: number;
  /** A card to render even out of view (the dragged one: dnd-kit needs its node), or -1. */
  keepIndex: number;
}

export interface CardWindow {
  /** The cards to render, ascending: one run, and `keepIndex` apart when it is out of the run. */
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
 * ~10 KB gzipped to the board's route): only the cards in and near the scroll area's view are in
 * the DOM; the rest are padding of their measured (or estimated) height. Cards lie in normal flow,
 * so the browser's own scroll anchoring keeps the view still when a measurement corrects an estimate.
 */
export function useCardWindow({ ids, scrollRef, estimate, gap, overscan, keepIndex }: CardWindowOptions): CardWindow {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(() => (typeof window === 'undefined' ? 800 : window.innerHeight));
  const observer = useRef<ResizeObserver | null>(null);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const onScroll = () => setScrollTop(scroller.scrollTop);
    const sizeObserver = new ResizeObserver(() => setViewport(scroller.clientHeight));
    scroller.addEventListener('scroll', onScroll, { passive: true });
    sizeObserver.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      sizeObserver.disconnect();
    };
  }, [scrollRef]);

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
      y += (heights.get(id) ?? estimate) + gap;
    });
    result[ids.length] = y;
    return result;
  }, [ids, heights, estimate, gap]);

  const count = ids.length;
  const total = count === 0 ? 0 : (starts[count] ?? 0) - gap;
  let first = Math.max(0, firstIndexAtOrAfter(starts, scrollTop + 1) - 1 - overscan);
  let last = Math.min(count - 1, firstIndexAtOrAfter(starts, scrollTop + viewport) + overscan);
  const kept = keepIndex >= 0 && keepIndex < count;
  if (kept && keepIndex === first - 1) first = keepIndex;
  if (kept && keepIndex === last + 1) last = keepIndex;
  const indexes: number[] = [];
  for (let index = first; index <= last; index += 1) indexes.push(index);
  if (kept && keepIndex < first) indexes.unshift(keepIndex);
  if (kept && keepIndex > last) indexes.push(keepIndex);
  const startOf = (index: number) => starts[index] ?? 0;
  const paddingTop = count === 0 ? 0 : startOf(first);
  const paddingBottom = count === 0 ? 0 : Math.max(0, total - (startOf(last + 1) - gap));
  const isApart = (index: number) => index < first || index > last;
  return { indexes, isApart, paddingTop, paddingBottom, startOf, measureRef };
}
