import type { ResidenceField } from '../../lib/residence/buyer-fields';

const SUFFIXES: Record<ResidenceField, string> = {
  country: 'country',
  region: 'region',
  postalCode: 'postal-code',
};

/** The id of a residence field, e.g. `checkout-postal-code`: how a form focuses it. */
export function residenceFieldId(prefix: string, field: ResidenceField): string {
  return `${prefix}-${SUFFIXES[field]}`;
}
