import { type ReportRangeKind } from '@cadence/shared';
import { cx } from '../../../components/ui/class-names';
import { TextField } from '../../../components/ui/text-field';

export type RangeChoice = ReportRangeKind | 'custom';

const CHOICES: Array<{ value: RangeChoice; label: string }> = [
  { value: 'this-week', label: 'This week' },
  { value: 'last-week', label: 'Last week' },
  { value: 'this-month', label: 'This month' },
  { value: 'custom', label: 'Custom' },
];

interface TimeReportRangeProps {
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  custom: { from: string; to: string };
  onCustom: (range: { from: string; to: string }) => void;
  /** Why the custom range cannot be shown, in the product's words. */
  customError: { field: 'from' | 'to'; message: string } | null;
}

/**
 * docs/product/activity.md "Time report": 'This week', 'Last week', 'This month' or 'Custom' with its
 * two dates. Radio buttons, so arrow keys move between them as in any radio group.
 */
export function TimeReportRange({ choice, onChoice, custom, onCustom, customError }: TimeReportRangeProps) {
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="sr-only">Range</legend>
        <div className="grid grid-cols-2 gap-0.5 rounded-xl bg-slate-100 p-1 sm:inline-flex dark:bg-slate-800">
          {CHOICES.map((option) => (
            <label key={option.value} className="relative flex cursor-pointer">
              <input
                type="radio"
                name="time-report-range"
                value={option.value}
                checked={choice === option.value}
                onChange={() => onChoice(option.value)}
                className="peer absolute inset-0 cursor-pointer appearance-none rounded-lg"
              />
              <span
                className={cx(
                  'block w-full whitespace-nowrap rounded-lg text-center px-2.5 py-1.5 text-sm sm:px-3 font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500',
                  choice === option.value ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white' : 'text-slate-700 peer-hover:text-slate-900 dark:text-slate-300 dark:peer-hover:text-white',
                )}
              >
                {option.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <TextField label="From" type="date" value={custom.from} onChange={(event) => onCustom({ ...custom, from: event.target.value })} error={customError?.field === 'from' ? customError.message : undefined} />
          <TextField label="To" type="date" value={custom.to} onChange={(event) => onCustom({ ...custom, to: event.target.value })} error={customError?.field === 'to' ? customError.message : undefined} />
        </div>
      ) : null}
    </div>
  );
}
