import { regionRequirement } from '@burrow/domain/checkout-fields';
import { CA_PROVINCES, US_STATES } from '@burrow/domain/residence-regions';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../text-field';
import type { BuyerErrors, BuyerInput, ResidenceField } from '../../lib/residence/buyer-fields';
import { countryOptions, regionOptions } from '../../lib/residence/regions';
import { fieldMessage } from '../../i18n/field-message';
import { SelectField } from '../select-field';
import { residenceFieldId } from './residence-field-ids';

interface ResidenceFieldsProps {
  /** Field ids are `<idPrefix>-country`, `-region` and `-postal-code` (`residenceFieldId`). */
  idPrefix: string;
  value: BuyerInput;
  onChange: (change: Partial<BuyerInput>) => void;
  /** Only the errors of fields the buyer has finished with, or all after pressing Pay. */
  errors: BuyerErrors;
  onBlur: (field: ResidenceField) => void;
  disabled: boolean;
}

const US_STATE_OPTIONS = regionOptions(US_STATES);
const CA_PROVINCE_OPTIONS = regionOptions(CA_PROVINCES);

/** Country, then a state (US) or province (Canada) and a ZIP or postal code: tax needs them. */
export function ResidenceFields({
  idPrefix,
  value,
  onChange,
  errors,
  onBlur,
  disabled,
}: ResidenceFieldsProps) {
  const intl = useIntl();
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const requirement = regionRequirement(value.country);
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="mb-1 text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'checkout.residence.legend' })}
      </legend>
      <p className="-mt-2 text-sm text-slate-600">
        {intl.formatMessage({ id: 'checkout.residence.hint' })}
      </p>
      <SelectField
        id={residenceFieldId(idPrefix, 'country')}
        label={intl.formatMessage({ id: 'checkout.country.label' })}
        placeholder={intl.formatMessage({ id: 'checkout.country.placeholder' })}
        options={countries}
        value={value.country}
        autoComplete="country"
        // A new country makes the old region and code meaningless.
        onChange={(event) => onChange({ country: event.target.value, region: '', postalCode: '' })}
        onBlur={() => onBlur('country')}
        error={fieldMessage(intl, errors.country)}
      />
      {requirement && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={residenceFieldId(idPrefix, 'region')}
            label={intl.formatMessage({
              id: requirement === 'state' ? 'checkout.state.label' : 'checkout.province.label',
            })}
            placeholder={intl.formatMessage({
              id:
                requirement === 'state'
                  ? 'checkout.state.placeholder'
                  : 'checkout.province.placeholder',
            })}
            options={requirement === 'state' ? US_STATE_OPTIONS : CA_PROVINCE_OPTIONS}
            value={value.region}
            autoComplete="address-level1"
            onChange={(event) => onChange({ region: event.target.value })}
            onBlur={() => onBlur('region')}
            error={fieldMessage(intl, errors.region)}
          />
          <TextField
            id={residenceFieldId(idPrefix, 'postalCode')}
            label={intl.formatMessage({
              id: requirement === 'state' ? 'checkout.zip.label' : 'checkout.postal_code.label',
            })}
            value={value.postalCode}
            autoComplete="postal-code"
            inputMode={requirement === 'state' ? 'numeric' : 'text'}
            maxLength={10}
            onChange={(event) => onChange({ postalCode: event.target.value })}
            onBlur={() => onBlur('postalCode')}
            error={fieldMessage(intl, errors.postalCode)}
          />
        </div>
      )}
    </fieldset>
  );
}
