import type { IdDefenderFeature } from '@burrow/contract/id-defender';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import { useEnrol } from '../api/enrol';
import { FEATURE_CONTENT } from './feature-content';

/** Turning protection on needs the customer's explicit consent, ticked by them. */
export function EnrolForm({ feature }: { feature: IdDefenderFeature }) {
  const intl = useIntl();
  const enrol = useEnrol();
  const [consent, setConsent] = useState(false);
  const [missingConsent, setMissingConsent] = useState(false);
  const checkboxId = useId();
  const errorId = `${checkboxId}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setMissingConsent(true);
      return;
    }
    enrol.mutate(feature);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {enrol.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(enrol.error) })}</Alert>
      )}
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked);
            if (event.target.checked) setMissingConsent(false);
          }}
          aria-invalid={missingConsent || undefined}
          aria-describedby={missingConsent ? errorId : undefined}
          className="mt-1 size-4 rounded border-slate-400 text-indigo-700"
        />
        <label htmlFor={checkboxId} className="text-sm text-slate-800">
          {intl.formatMessage({ id: FEATURE_CONTENT[feature].consent })}
        </label>
      </div>
      {missingConsent && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {intl.formatMessage({ id: 'id_defender.consent.required' })}
        </p>
      )}
      <Button type="submit" pending={enrol.isPending} className="self-start">
        {intl.formatMessage({
          id: enrol.isPending ? 'id_defender.enrol.submitting' : 'id_defender.enrol.submit',
        })}
      </Button>
    </form>
  );
}
