import { PageHeading } from '../../components/ui/page-heading';
import { AreaPreview } from '../area-preview';
import { AREA_PREVIEWS, type PreviewedArea } from '../area-previews';

/**
 * An area page before its content is built: its title, what it will hold and what works today.
 * Areas replace this with their own page in app-routes.tsx.
 */
export function AreaPlaceholder({ area }: { area: Exclude<PreviewedArea, 'subscription'> }) {
  return (
    <div className="space-y-6">
      <PageHeading>{AREA_PREVIEWS[area].title}</PageHeading>
      <AreaPreview area={area} />
    </div>
  );
}
