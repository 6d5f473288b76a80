import { PREFERENCE_MESSAGES, type Profile, type WeekStart } from '@cadence/shared';
import { useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useUpdatePreferences } from '../api/update-preferences';

/** The zones the browser knows, for the list; a runtime without the list offers the browser's zone and UTC. */
function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.length > 0 ? zones : [browserTimeZone(), 'UTC'];
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'America/New_York' is found by 'new york' too. */
function matches(zone: string, search: string): boolean {
  const words = search.trim().toLowerCase().replace(/[\s_/]+/g, ' ');
  return words === '' || zone.toLowerCase().replace(/[_/]+/g, ' ').includes(words);
}

const AUTOMATIC = '';

/**
 * 'Preferences' (docs/product/accounts.md "Preferences"; issue 18 §12): the time zone (Automatic, the
 * browser's, or one from a searchable list) and the first day of the week, saved together.
 */
export function PreferencesCard({ profile }: { profile: Profile }) {
  const headingId = useId();
  const update = useUpdatePreferences();
  const zones = useMemo(knownTimeZones, []);
  const [zone, setZone] = useState(profile.timeZone ?? AUTOMATIC);
  const [weekStart, setWeekStart] = useState<WeekStart>(profile.weekStart);
  // When the stored preferences change under the form (the saved copy read at start replaced by the
  // server's, or a change from another device), the choices the person has not touched follow them
  // (docs/product/offline.md "Offline").
  const [stored, setStored] = useState({ timeZone: profile.timeZone, weekStart: profile.weekStart });
  if (stored.timeZone !== profile.timeZone || stored.weekStart !== profile.weekStart) {
    setStored({ timeZone: profile.timeZone, weekStart: profile.weekStart });
    if (zone === (stored.timeZone ?? AUTOMATIC)) setZone(profile.timeZone ?? AUTOMATIC);
    if (weekStart === stored.weekStart) setWeekStart(profile.weekStart);
  }
  const [search, setSearch] = useState('');
  const shown = zones.filter((candidate) => candidate === zone || matches(candidate, search));
  const browserZone = browserTimeZone();
  const inUse = profile.timeZone ?? browserZone;

  return (
    <Card>
      <form
        aria-labelledby={headingId}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ timeZone: zone === AUTOMATIC ? null : zone, weekStart });
        }}
      >
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            Preferences
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Your days and weeks follow these on every device. Time zone in use: {profile.timeZone ? inUse : `${inUse} (this browser)`}.
          </p>
        </div>
        {update.isSuccess && !update.isPending ? <Alert tone="success">{PREFERENCE_MESSAGES.saved}</Alert> : null}
        {update.isError ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
        <TextField
          label="Search time zones"
          type="search"
          value={search}
          placeholder="e.g. Tokyo or New York"
          autoComplete="off"
          hint={`${shown.length} ${shown.length === 1 ? 'zone' : 'zones'} match.`}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField label="Time zone" value={zone} onChange={(event) => setZone(event.target.value)}>
          <option value={AUTOMATIC}>Automatic: {browserZone} (this browser)</option>
          {shown.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
        <SelectField label="First day of the week" value={weekStart} onChange={(event) => setWeekStart(event.target.value as WeekStart)}>
          <option value="sunday">Sunday</option>
          <option value="monday">Monday</option>
        </SelectField>
        <Button type="submit" loading={update.isPending} loadingLabel="Saving...">
          Save preferences
        </Button>
      </form>
    </Card>
  );
}

function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return 'Could not save your preferences. Please try again.';
}
