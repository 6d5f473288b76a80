import { Link } from 'react-router';
import { cx, focusRing } from '../../components/ui/class-names';
import { LogoMark } from '../../components/ui/logo-mark';
import { ThemeSwitch } from '../../components/ui/theme-switch';
import { LinkButton } from './link-button';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/80 backdrop-blur dark:border-slate-800/70 dark:bg-slate-950/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6">
        <Link to="/" className={cx('flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 dark:text-white', focusRing)}>
          <LogoMark className="h-8 w-8" />
          {/* On a phone the mark stands alone, to leave room for the theme switch and both buttons. */}
          <span className="max-sm:sr-only">Cadence</span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <ThemeSwitch />
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <LinkButton to="/login" variant="ghost" className="max-sm:px-3">
              Sign In
            </LinkButton>
            <LinkButton to="/login?signup=true" className="max-sm:px-3">
              Sign Up
            </LinkButton>
          </nav>
        </div>
      </div>
    </header>
  );
}
