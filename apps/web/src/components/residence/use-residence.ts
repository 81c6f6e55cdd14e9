import { useState } from 'react';
import {
  buyerErrors,
  customerResidence,
  type BuyerErrors,
  type BuyerInput,
  type ResidenceField,
} from '../../lib/residence/buyer-fields';
import { residenceFieldId } from './residence-field-ids';

const FIELDS: readonly ResidenceField[] = ['country', 'region', 'postalCode'];

interface UseResidenceOptions {
  /** The buyer's email: the domain's buyer rules judge it with the residence. */
  email: string;
  /** Prefilled, e.g. from the account; may be empty. */
  defaultCountry: string;
  /** The form's field ids start with it (see `ResidenceFields`). */
  idPrefix: string;
}

/**
 * Where the buyer lives, as a form: the values, the domain's errors for them (shown once a
 * field is left, or all once the buyer tries to pay), and the residence as the estimate and
 * checkout calls take it once it is complete.
 */
export function useResidence({ email, defaultCountry, idPrefix }: UseResidenceOptions) {
  const [values, setValues] = useState({ country: defaultCountry, region: '', postalCode: '' });
  const [touched, setTouched] = useState<ReadonlySet<ResidenceField>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const buyer: BuyerInput = { email, ...values };
  const errors = buyerErrors(buyer);
  const firstInvalid = FIELDS.find((field) => errors[field]);
  const shown = (field: ResidenceField) =>
    submitted || touched.has(field) ? errors[field] : undefined;
  const visibleErrors: BuyerErrors = {
    country: shown('country'),
    region: shown('region'),
    postalCode: shown('postalCode'),
  };

  return {
    buyer,
    complete: firstInvalid === undefined,
    /** The residence for the estimate and checkout calls; null until it is complete. */
    customer: firstInvalid === undefined ? customerResidence(buyer) : null,
    /** Spread onto `ResidenceFields`. */
    fieldProps: {
      idPrefix,
      value: buyer,
      errors: visibleErrors,
      onChange: (change: Partial<BuyerInput>) =>
        setValues((previous) => ({ ...previous, ...change })),
      onBlur: (field: ResidenceField) => setTouched((previous) => new Set(previous).add(field)),
    },
    /**
     * The buyer pressed Pay: every error shows, and the first field in error gets focus.
     * True when the residence is complete.
     */
    submit: (): boolean => {
      setSubmitted(true);
      if (firstInvalid) document.getElementById(residenceFieldId(idPrefix, firstInvalid))?.focus();
      return firstInvalid === undefined;
    },
  };
}
