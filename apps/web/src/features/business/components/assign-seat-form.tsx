import { EmailSchema } from '@burrow/contract/auth';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import { cx } from '../../../lib/class-names';
import { useUpdateLicense } from '../api/update-license';

/**
 * Gives a free seat to someone by email, or a revoked one again: to its former holder
 * (filled in) or to someone else.
 */
export function AssignSeatForm({
  licenseKrn,
  seatNumber,
  formerHolder,
}: {
  licenseKrn: string;
  seatNumber: number;
  /** A revoked seat's last holder. */
  formerHolder?: string | null;
}) {
  const intl = useIntl();
  const update = useUpdateLicense();
  const [email, setEmail] = useState(formerHolder ?? '');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    update.mutate({ action: 'assign', license_krn: licenseKrn, email: parsed.data });
  };

  const error = invalid
    ? intl.formatMessage({ id: 'business.seats.assign.invalid_email' })
    : update.isError
      ? intl.formatMessage({ id: errorMessageId(update.error) })
      : undefined;

  return (
    <form noValidate onSubmit={submit} className="flex w-full flex-wrap items-start gap-2">
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <label htmlFor={inputId} className="sr-only">
          {intl.formatMessage({ id: 'business.seats.assign.label' }, { seat: seatNumber })}
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="off"
          value={email}
          placeholder={intl.formatMessage({ id: 'business.seats.assign.placeholder' })}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'w-full rounded-lg border sm:w-64 bg-white px-3 py-1.5 text-sm text-slate-900 shadow-sm',
            'focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600',
            error ? 'border-red-600' : 'border-slate-300',
          )}
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" pending={update.isPending}>
        {intl.formatMessage(
          {
            id:
              formerHolder === undefined
                ? 'business.seats.assign.submit'
                : 'business.seats.reassign',
          },
          { seat: seatNumber },
        )}
      </Button>
    </form>
  );
}
