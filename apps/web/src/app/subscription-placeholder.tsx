import { BackButton } from '../components/ui/back-button';
import { PageHeading } from '../components/ui/page-heading';
import { useDocumentTitle } from '../lib/use-document-title';
import { AreaPreview } from './area-preview';
import { AREA_PREVIEWS } from './area-previews';

/** /subscription stays guarded and reachable; its plans come with the subscription issue. */
export function SubscriptionPlaceholder() {
  const { title } = AREA_PREVIEWS.subscription;
  useDocumentTitle(title);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 flex items-center gap-3">
        <BackButton />
        <PageHeading>{title}</PageHeading>
      </div>
      <AreaPreview area="subscription" />
    </main>
  );
}
