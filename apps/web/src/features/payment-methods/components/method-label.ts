import type { SavedPaymentMethod } from '@burrow/contract/payment-methods';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';

const BRANDS: Readonly<Record<string, MessageId>> = {
  visa: 'payment_methods.brand.visa',
  mastercard: 'payment_methods.brand.mastercard',
  amex: 'payment_methods.brand.amex',
  discover: 'payment_methods.brand.discover',
};

const TYPES: Record<SavedPaymentMethod['method_type'], MessageId> = {
  card: 'payment_methods.type.card',
  paypal: 'payment_methods.type.paypal',
  apple_pay: 'payment_methods.type.apple_pay',
  google_pay: 'payment_methods.type.google_pay',
};

type Labelled = Pick<SavedPaymentMethod, 'method_type' | 'brand' | 'last4' | 'payer_email'>;

/**
 * How a person recognises a saved method: "Visa ending in 4242", "PayPal · ada@example.com",
 * "Apple Pay · Visa ending in 4242". Never more than the last four digits.
 */
export function methodLabel(intl: IntlShape, method: Labelled): string {
  const type = intl.formatMessage({ id: TYPES[method.method_type] });
  const card =
    method.last4 !== null
      ? intl.formatMessage(
          { id: 'payment_methods.label.card' },
          {
            brand: intl.formatMessage({
              id: BRANDS[method.brand ?? ''] ?? 'payment_methods.brand.other',
            }),
            last4: method.last4,
          },
        )
      : null;
  if (method.method_type === 'card') return card ?? type;
  const detail = method.method_type === 'paypal' ? method.payer_email : card;
  return detail
    ? intl.formatMessage({ id: 'payment_methods.label.with_detail' }, { type, detail })
    : type;
}
