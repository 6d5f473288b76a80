import { DATA_TEXTS } from '@cadence/shared';
import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useDataExport } from '../api/export-data';
import { CalendarFeedSection } from './calendar-feed-section';
import { ExportSection } from './export-section';
import { ImportSection } from './import-section';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })));

/**
 * 'Your data' on the profile (docs/product/data.md; issue 20): the person's data belongs to them.
 * The export, the import, the calendar feed and deleting the account are here.
 */
export function YourDataCard() {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const exporting = useDataExport();

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {DATA_TEXTS.sectionTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{DATA_TEXTS.sectionIntro}</p>
        <ExportSection exporting={exporting} />
        <ImportSection />
        <CalendarFeedSection />
        <div className="mt-4 rounded-xl border border-red-200 p-4 dark:border-red-900/60">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{DATA_TEXTS.deleteTitle}</h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{DATA_TEXTS.deleteIntro}</p>
          <Button variant="danger" className="mt-3" icon={<Trash2 aria-hidden="true" className="h-4 w-4" />} onClick={() => setAsking(true)}>
            {DATA_TEXTS.deleteButton}
          </Button>
        </div>
      </section>
      <Suspense fallback={null}>{asking ? (
          <DeleteAccountDialog
            onClose={() => setAsking(false)}
            onExportFirst={() => {
              setAsking(false);
              void exporting.start();
            }}
          />
        ) : null}</Suspense>
    </Card>
  );
}
