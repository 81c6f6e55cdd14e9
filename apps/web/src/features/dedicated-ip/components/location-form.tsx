import type { DedicatedIp, DedicatedIpListResponse } from '@burrow/contract/dedicated-ip';
import {
  isDedicatedIpLocation,
  type DedicatedIpLocationCode,
} from '@burrow/domain/dedicated-ip-locations';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { errorMessageId } from '../../../i18n/error-messages';
import { useSetLocation } from '../api/set-location';
import { LOCATION_NAMES } from './location-names';

interface LocationFormProps {
  dip: DedicatedIp;
  locations: DedicatedIpListResponse['locations'];
}

/**
 * Choose where the address lives: a first request, or a move to another location. The answer
 * is the add-on being set up there; its success message says so and goes once the card shows
 * the address.
 */
export function LocationForm({ dip, locations }: LocationFormProps) {
  const intl = useIntl();
  const setLocation = useSetLocation();
  const [choice, setChoice] = useState<string>(dip.location ?? '');
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const assigned = dip.status === 'assigned';
  // Being set up counts as having a location: choosing again moves the request there.
  const hasLocation = dip.status !== 'awaiting_location';
  // The success message holds while the card shows the answer; the address's arrival is
  // the card's news.
  const settingUpIn =
    saved && dip.status === 'being_set_up' && dip.location === setLocation.data?.location
      ? dip.location
      : null;
  const options = locations.map((location) => ({
    code: location.code,
    name: intl.formatMessage({ id: LOCATION_NAMES[location.code] }),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDedicatedIpLocation(choice)) {
      setMissing(true);
      return;
    }
    const location: DedicatedIpLocationCode = choice;
    setSaved(false);
    setLocation.mutate({ id: dip.id, location }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {setLocation.isError && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(setLocation.error) })}</Alert>
      )}
      {settingUpIn && (
        <Alert tone="success">
          {intl.formatMessage(
            { id: 'dedicated_ip.saved' },
            { location: intl.formatMessage({ id: LOCATION_NAMES[settingUpIn] }) },
          )}
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={intl.formatMessage({
            id: hasLocation ? 'dedicated_ip.form.change_label' : 'dedicated_ip.form.request_label',
          })}
          placeholder={intl.formatMessage({ id: 'dedicated_ip.form.placeholder' })}
          options={options}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setMissing(false);
          }}
          error={missing ? intl.formatMessage({ id: 'dedicated_ip.form.required' }) : undefined}
          className="min-w-64"
        />
        <Button type="submit" pending={setLocation.isPending}>
          {intl.formatMessage({
            id: setLocation.isPending
              ? 'dedicated_ip.form.saving'
              : hasLocation
                ? 'dedicated_ip.form.change'
                : 'dedicated_ip.form.request',
          })}
        </Button>
      </div>
      {assigned && (
        <p className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'dedicated_ip.form.change_hint' })}
        </p>
      )}
    </form>
  );
}
