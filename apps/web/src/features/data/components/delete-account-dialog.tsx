import { DATA_TEXTS, deleteAccountRequestSchema, EXPORT_TEXTS } from '@cadence/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDeleteAccount } from '../api/delete-account';

/**
 * 'Delete your account?' (docs/product/data.md "Deleting the account"): what goes, the password again
 * and the word DELETE typed, and the export first. What follows the deletion is the mutation's
 * (api/delete-account.ts).
 */
export function DeleteAccountDialog({ onClose, onExportFirst }: { onClose: () => void; onExportFirst: () => void }) {
  const remove = useDeleteAccount();
  const form = useZodForm({
    schema: deleteAccountRequestSchema,
    initialValues: { password: '', confirmation: '' },
    mutation: remove,
    onSubmit: (body, { showServerError }) => remove.mutate(body, { onError: (error) => showServerError(error, DATA_TEXTS.failed) }),
  });

  return (
    <Dialog title={DATA_TEXTS.dialogTitle} onClose={form.isPending ? () => undefined : onClose}>
      <form {...form.formProps} className="space-y-4" aria-label={DATA_TEXTS.dialogTitle}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{DATA_TEXTS.deleteIntro} Removed at once:</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {DATA_TEXTS.removed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700 dark:text-slate-300">
          {EXPORT_TEXTS.exportFirst}
          <Button variant="ghost" onClick={onExportFirst} disabled={form.isPending}>
            {EXPORT_TEXTS.exportFirstButton}
          </Button>
        </p>
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <TextField label={DATA_TEXTS.passwordLabel} type="password" autoComplete="current-password" {...form.field('password')} />
        <TextField label={DATA_TEXTS.confirmationLabel} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.field('confirmation')} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={form.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={form.isPending} loadingLabel="Deleting...">
            {DATA_TEXTS.confirmButton}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
