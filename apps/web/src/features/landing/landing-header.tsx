import { Link } from 'react-router';
import { cx, focusRing } from '../../components/ui/class-names';
import { LinkButton } from './link-button';
import { LogoMark } from '../../components/ui/logo-mark';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/80 backdrop-blur dark:border-slate-800/70 dark:bg-slate-950/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className={cx('flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 dark:text-white', focusRing)}>
          <LogoMark className="h-8 w-8" />
          Cadence
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          <LinkButton to="/login" variant="ghost">
            Sign In
          </LinkButton>
          <LinkButton to="/login?signup=true">Sign Up</LinkButton>
        </nav>
      </div>
    </header>
  );
}
