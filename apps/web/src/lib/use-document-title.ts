import { useEffect } from 'react';

/** The title of index.html: the landing page keeps it, since it says what the product is. */
export const PRODUCT_TITLE = 'Cadence — goals, habits and focus for solopreneurs';

/** 'To Do List' -> 'To Do List · Cadence'; null -> the product's own title. */
export function documentTitleFor(page: string | null): string {
  return page ? `${page} · Cadence` : PRODUCT_TITLE;
}

/**
 * Names the browser tab after the screen (WCAG 2.4.2, issue 7 §4). Every page calls it once with
 * its own name; a client-side navigation would otherwise keep the previous page's title.
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitleFor(page);
  }, [page]);
}
