import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { userHasInteracted } from '../../lib/user-input';
import { cx } from './class-names';

/**
 * A page's h1. After a client-side navigation it takes focus, so a screen reader starts reading the
 * new page and Tab continues from it (WCAG 2.4.3, issue 7 §4); on the first load focus stays where
 * the browser put it. Focusable only from script (tabIndex -1), with no focus ring.
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();

  // Keyed on the path, not the query: /login's Sign In / Sign Up switch keeps focus on its tab.
  useEffect(() => {
    if (userHasInteracted()) ref.current?.focus();
  }, [pathname]);

  return (
    <h1 ref={ref} tabIndex={-1} className={cx('outline-none', className ?? 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white')}>
      {children}
    </h1>
  );
}
