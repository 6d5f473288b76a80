import {
  createJournalEntryRequestSchema,
  JOURNAL_CONTENT_MAX_LENGTH,
  JOURNAL_ITEM_MAX_LENGTH,
  JOURNAL_MAX_ITEMS,
  JOURNAL_MAX_TAGS,
  JOURNAL_TAG_MAX_LENGTH,
  MOOD_MAX,
  MOOD_MIN,
  removeAt,
  type JournalEntry,
} from '@cadence/shared';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useFirstFieldFocus } from '../../../components/ui/use-first-field-focus';
import { Dialog } from '../../../components/ui/dialog';
import { ListInput } from '../../../components/ui/list-input';
import { RangeField } from '../../../components/ui/range-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { localDateOf, personTimeZone } from '../../../lib/local-date';
import { useZodForm, type ZodForm } from '../../../lib/use-zod-form';
import { useCreateJournalEntry } from '../api/create-journal-entry';
import { StaleEntryError, useUpdateJournalEntry } from '../api/update-journal-entry';
import {
  addToList,
  checkJournalForm,
  DRAFT_OF,
  hasBlankContent,
  isJournalFormDirty,
  journalFormFrom,
  journalFormInput,
  newJournalForm,
  readList,
  type JournalFormValues,
  type JournalListField,
} from './journal-form-values';
import { moodValueText } from './mood-badge';

const SAVE_FAILED = 'Could not save the entry. Please try again.';

export type JournalFormTarget = { mode: 'create' } | { mode: 'edit'; entry: JournalEntry };

/** The new-entry form (Save Entry) and the edit form (Update Entry) (docs/product/journal.md "Entry form"). */
export function JournalEntryDialog({ target, onClose }: { target: JournalFormTarget; onClose: () => void }) {
  const editing = target.mode === 'edit' ? target.entry : null;
  // The version the form was opened with (docs/product/journal.md "Edits from two places").
  const [loaded, setLoaded] = useState<JournalEntry | null>(editing);
  // docs/product/journal.md "Back-dating": the date and time in the person's zone, now for a new entry.
  const [timeZone] = useState(personTimeZone);
  const [initial] = useState(() => (editing ? journalFormFrom(editing, timeZone) : newJournalForm(new Date(), timeZone)));
  const [confirmingClose, setConfirmingClose] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateJournalEntry();
  const update = useUpdateJournalEntry();

  const form = useZodForm({
    schema: createJournalEntryRequestSchema,
    initialValues: initial,
    toInput: (values) => journalFormInput(values, { initial, timeZone }),
    check: (values) => checkJournalForm(values, { initial, timeZone, now: new Date() }),
    serverFieldNames: { createdAt: 'date' },
    ignoreSubmit: hasBlankContent,
    mutation: editing ? update : create,
    onSubmit: (body, { setFormError, showServerError }) => {
      // Offline, the entry waits on this device (docs/product/offline.md): the form closes as on a save.
      if (!loaded) return create.mutate(body, { onSuccess: onClose, onQueued: onClose, onError: (error) => showServerError(error, SAVE_FAILED) });
      update.mutate(
        { id: loaded.id, body: { ...body, expectedUpdatedAt: loaded.updatedAt } },
        {
          onSuccess: onClose,
          onQueued: onClose,
          onError: (error) => {
            if (!(error instanceof StaleEntryError)) return showServerError(error, SAVE_FAILED);
            // Journal text is never thrown away: the form keeps what was typed; the next save replaces the other version.
            setLoaded(error.entry);
            setFormError(error.message);
          },
        },
      );
    },
  });

  useFirstFieldFocus(formRef, 'content');

  // Escape, Cancel and × ask first when something typed would be lost.
  const requestClose = () => {
    if (form.isPending) return;
    if (isJournalFormDirty(form.values, initial)) setConfirmingClose(true);
    else onClose();
  };

  return (
    <Dialog title={editing ? 'Edit Entry' : 'New Entry'} onClose={requestClose} className="max-w-2xl">
      <form ref={formRef} {...form.formProps} className="space-y-5">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Date" type="date" max={localDateOf(new Date())} required {...form.field('date')} />
          <TextField label="Time" type="time" required {...form.field('time')} />
        </div>
        <TextareaField
          label="Entry"
          rows={8}
          maxLength={JOURNAL_CONTENT_MAX_LENGTH}
          placeholder="How was your day? What is on your mind?"
          className="[&_textarea]:min-h-40"
          {...form.field('content')}
        />
        <RangeField
          label="Mood"
          name="mood"
          min={MOOD_MIN}
          max={MOOD_MAX}
          value={Number(form.values.mood)}
          onValueChange={(mood) => form.setValue('mood', String(mood))}
          valueText={moodValueText}
          error={form.errors.mood}
        />
        <EntryListInput form={form} field="tags" label="Tags" itemName="tag" itemsName="tags" max={JOURNAL_MAX_TAGS} maxLength={JOURNAL_TAG_MAX_LENGTH} placeholder="Add a tag" />
        <EntryListInput form={form} field="highlights" label="Highlights" itemName="highlight" itemsName="highlights" max={JOURNAL_MAX_ITEMS} maxLength={JOURNAL_ITEM_MAX_LENGTH} placeholder="A moment worth keeping" />
        <EntryListInput form={form} field="gratitude" label="Gratitude" itemName="gratitude item" itemsName="gratitude items" max={JOURNAL_MAX_ITEMS} maxLength={JOURNAL_ITEM_MAX_LENGTH} placeholder="Something you are grateful for" />

        {confirmingClose ? (
          <div className="sticky bottom-0 -mx-5 -mb-4 space-y-3 border-t border-amber-200 bg-amber-50 px-5 py-3 dark:border-amber-900/60 dark:bg-amber-950">
            <p role="alert" className="text-sm font-medium text-amber-950 dark:text-amber-100">
              Discard what you have written?
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" autoFocus onClick={() => setConfirmingClose(false)}>
                Keep Writing
              </Button>
              <Button variant="danger" onClick={onClose}>
                Discard
              </Button>
            </div>
          </div>
        ) : (
          <div className="sticky bottom-0 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end dark:border-slate-800 dark:bg-slate-900">
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.isPending} loadingLabel="Saving...">
              {editing ? 'Update Entry' : 'Save Entry'}
            </Button>
          </div>
        )}
      </form>
    </Dialog>
  );
}

interface EntryListInputProps {
  form: ZodForm<JournalFormValues>;
  field: JournalListField;
  label: string;
  itemName: string;
  itemsName: string;
  max: number;
  maxLength: number;
  placeholder: string;
}

function EntryListInput({ form, field, label, itemName, itemsName, max, maxLength, placeholder }: EntryListInputProps) {
  const draft = DRAFT_OF[field];
  const items = readList(form.values[field]);
  return (
    <ListInput
      label={label}
      itemName={itemName}
      itemsName={itemsName}
      items={items}
      draft={form.values[draft]}
      onDraftChange={(text) => form.setValue(draft, text)}
      onAdd={() => {
        const { values, added } = addToList(form.values, field);
        form.setValue(field, values[field]);
        form.setValue(draft, '');
        return added;
      }}
      onRemove={(index) => form.setValue(field, JSON.stringify(removeAt(items, index)))}
      look={field === 'tags' ? 'chips' : 'list'}
      prefix={field === 'tags' ? '#' : ''}
      max={max}
      maxLength={maxLength}
      placeholder={placeholder}
      error={form.errors[field]}
    />
  );
}
