import { useDocumentTitle } from '../../lib/use-document-title';
import { CtaPanel } from './cta-panel';
import { FeaturesSection } from './features-section';
import { FinalSection } from './final-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { RealitySection } from './reality-section';

/** The public page at / for signed-out visitors (docs/product/shell.md "Landing page"). */
export function LandingPage() {
  // The product's descriptive title, not "Home · Cadence": this is the page search results show.
  useDocumentTitle(null);
  return (
    <div className="min-h-screen bg-white dark:bg-slate-950">
      <LandingHeader />
      <main>
        <HeroSection />
        <RealitySection />
        <FeaturesSection />
        <CtaPanel />
        <FinalSection />
      </main>
      <LandingFooter />
    </div>
  );
}
