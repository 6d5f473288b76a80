import { LogoMark } from '../../components/ui/logo-mark';

export function LandingFooter() {
  return (
    // The footer wears the page background (body), so it runs on into the strip reserved under every page
    // for the floating controls (docs/product/shell.md "Floating controls") instead of a band of another grey.
    <footer className="border-t border-slate-200 bg-slate-50 py-8 dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 text-sm text-slate-600 sm:flex-row sm:px-6 dark:text-slate-400">
        <span className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-200">
          <LogoMark className="h-6 w-6" /> Cadence
        </span>
        <p className="text-center text-balance sm:text-right">© {new Date().getFullYear()} Cadence. Made for solopreneurs who do it all.</p>
      </div>
    </footer>
  );
}
