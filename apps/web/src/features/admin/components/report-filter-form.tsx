import { lastDays } from '@burrow/domain/business-metrics';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { ReportFilter } from '../api/staff-reports-api';
import { customRangeError, presetOf, RANGE_PRESETS } from '../model/report-filter';

interface ReportFilterFormProps {
  filter: ReportFilter;
  now: Date;
  onChange: (filter: ReportFilter) => void;
}

/**
 * The range (the last 7, 30 or 90 days, or any days up to 366) and the storefront. A preset
 * applies at once; a custom range applies when asked, and a wrong one is explained without
 * losing what was typed.
 */
export function ReportFilterForm({ filter, now, onChange }: ReportFilterFormProps) {
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [storefront, setStorefront] = useState(filter.storefront);
  const [error, setError] = useState<string | null>(null);
  const preset = presetOf(filter, now);

  const choosePreset = (days: number) => {
    const range = lastDays(now, days);
    setFrom(range.from);
    setTo(range.to);
    setError(null);
    onChange({ ...range, storefront: storefront.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = customRangeError(from, to);
    setError(problem);
    if (!problem) onChange({ from, to, storefront: storefront.trim() });
  };

  return (
    <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm">
      <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            variant={preset === days ? 'primary' : 'secondary'}
            aria-pressed={preset === days}
            onClick={() => choosePreset(days)}
          >
            {`Last ${days} days`}
          </Button>
        ))}
      </div>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <TextField
          label="From (UTC)"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={error ?? undefined}
        />
        <TextField
          label="To (UTC)"
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <TextField
          label="Storefront"
          hint="Empty for every storefront"
          value={storefront}
          onChange={(event) => setStorefront(event.target.value)}
          autoComplete="off"
          maxLength={64}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
    </div>
  );
}
