import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cx, focusRing } from '../../../components/ui/class-names';

// One observer for every entry's text: each card learns whether its text is cut, after layout, without
// forcing one (a long journal renders many cards at once).
const watched = new WeakMap<Element, () => void>();
let observer: ResizeObserver | null = null;
function watch(element: Element, onResize: () => void): () => void {
  observer ??= new ResizeObserver((records) => {
    for (const record of records) watched.get(record.target)?.();
  });
  watched.set(element, onResize);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    watched.delete(element);
  };
}

/**
 * docs/product/journal.md "Entry": the text as written, as text (React escapes it; never HTML), its
 * line breaks and spaces kept, long words broken anywhere, cut to eight lines with 'Show more'.
 */
export function EntryText({ content }: { content: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    return watch(element, () => setCut(element.scrollHeight > element.clientHeight + 1));
  }, [expanded, content]);

  return (
    <div>
      <p id={id} ref={ref} className={cx('whitespace-pre-wrap text-[0.9375rem] leading-relaxed text-slate-800 [overflow-wrap:anywhere] dark:text-slate-200', !expanded && 'line-clamp-8')}>
        {content}
      </p>
      {cut || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className={cx('mt-1 rounded text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300', focusRing)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}
