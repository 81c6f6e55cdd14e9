import { EventCountsQuerySchema } from '@burrow/contract/analytics';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';

export interface DayRange {
  from: string;
  to: string;
}

interface RangeFormProps {
  /** The range on screen; the fields follow it when it changes. */
  range: DayRange;
  pending: boolean;
  onSubmit: (range: DayRange) => void;
}

/** From and to, whole UTC days; a bad field is marked, described and focused on submit. */
export function RangeForm({ range, pending, onSubmit }: RangeFormProps) {
  const intl = useIntl();
  const { register, handleSubmit, getValues, formState } = useForm({
    resolver: zodResolver(EventCountsQuerySchema),
    values: range,
  });
  const message = (field: keyof DayRange, error: FieldError | undefined) => {
    if (!error) return undefined;
    // A day that is fine on its own can only be out of order with the other one.
    const dayIsFine = EventCountsQuerySchema.shape[field].safeParse(getValues(field)).success;
    return intl.formatMessage({
      id: dayIsFine ? 'dev_analytics.range_invalid' : 'dev_analytics.date_invalid',
    });
  };
  const submit = handleSubmit((values) => {
    if (values.from && values.to) onSubmit({ from: values.from, to: values.to });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-wrap items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'dev_analytics.from' })}
        error={message('from', formState.errors.from)}
        {...register('from')}
      />
      <TextField
        type="date"
        label={intl.formatMessage({ id: 'dev_analytics.to' })}
        error={message('to', formState.errors.to)}
        {...register('to')}
      />
      <Button type="submit" pending={pending} className="sm:mt-7">
        {intl.formatMessage({ id: 'dev_analytics.show' })}
      </Button>
    </form>
  );
}
