import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LogoMark } from '../../../components/ui/logo-mark';
import { PageHeading } from '../../../components/ui/page-heading';
import { ThemeSwitch } from '../../../components/ui/theme-switch';

/** The centred card every account screen sits in, with the theme switch in the corner (issue 7 §4). */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="relative flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 px-4 pb-12 pt-20 sm:pt-12 dark:from-slate-950 dark:via-slate-950 dark:to-indigo-950/40">
      <ThemeSwitch className="absolute right-4 top-4" />
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark className="h-12 w-12" />
          <PageHeading className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</PageHeading>
          {subtitle ? <p className="text-sm text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
        </div>
        <Card className="p-6 sm:p-8">{children}</Card>
        {footer ? <div className="mt-6 text-center text-sm">{footer}</div> : null}
      </div>
    </main>
  );
}
