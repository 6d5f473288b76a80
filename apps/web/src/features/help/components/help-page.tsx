import { Bot, Keyboard, LifeBuoy, Lightbulb, Mail, MessageSquareHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cx, focusRing } from '../../../components/ui/class-names';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpInfo } from '../api/get-help-info';
import { AI_FEATURES, GUIDES, RESPONSE_TIME, TIPS } from './help-content';
import { ShortcutList } from './shortcut-list';

const linkClass = cx('font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300', focusRing);

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Help & Support (docs/product/help.md "Sections"). */
export function HelpPage() {
  useDocumentTitle('Help & Support');
  const info = useHelpInfo();
  const email = info.data?.supportEmail;
  const feedbackHref = email ? `mailto:${email}?subject=${encodeURIComponent('Cadence feedback')}` : undefined;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <PageHeading>Help & Support</PageHeading>
        <p className="text-slate-600 dark:text-slate-300">Guides for every part of Cadence, and how to reach us.</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section id="help-ai" title="AI features" icon={<Bot aria-hidden="true" className="h-5 w-5 text-violet-600 dark:text-violet-300" />}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {AI_FEATURES.map((feature) => (
                <li key={feature.title} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <p className="font-medium text-slate-900 dark:text-white">{feature.title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{feature.text}</p>
                </li>
              ))}
            </ul>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              AI features are part of <Link to="/subscription" className={linkClass}>Premium</Link>.
            </p>
          </Section>

          <Section id="help-guides" title="Getting started" icon={<LifeBuoy aria-hidden="true" className="h-5 w-5 text-indigo-600 dark:text-indigo-300" />}>
            <div className="space-y-5">
              {GUIDES.map((guide) => (
                <section key={guide.id} aria-labelledby={`guide-${guide.id}`} className="space-y-2">
                  <h3 id={`guide-${guide.id}`} className="font-semibold text-slate-900 dark:text-white">
                    {guide.path ? (
                      <Link to={guide.path} className={linkClass}>
                        {guide.title}
                      </Link>
                    ) : (
                      guide.title
                    )}
                  </h3>
                  <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                    {guide.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          </Section>

          <Section id="help-shortcuts" title="Keyboard shortcuts" icon={<Keyboard aria-hidden="true" className="h-5 w-5 text-slate-600 dark:text-slate-300" />}>
            <ShortcutList headingLevel={3} />
          </Section>
        </div>

        <div className="space-y-6">
          <Section id="help-contact" title="Contact us" icon={<Mail aria-hidden="true" className="h-5 w-5 text-emerald-700 dark:text-emerald-300" />}>
            {info.isPending ? (
              <Skeleton className="h-5 w-48" />
            ) : email ? (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                E-mail us at{' '}
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
                .
              </p>
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">The support address could not be loaded. Please try again later.</p>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-300">{RESPONSE_TIME}</p>
            {feedbackHref ? (
              <a href={feedbackHref} className={cx('inline-flex items-center gap-2 rounded-xl bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700', focusRing)}>
                <MessageSquareHeart aria-hidden="true" className="h-4 w-4" />
                Send Feedback
              </a>
            ) : null}
          </Section>

          <Section id="help-tips" title="Tips" icon={<Lightbulb aria-hidden="true" className="h-5 w-5 text-amber-700 dark:text-amber-300" />}>
            <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </div>
  );
}
