import { COUNTRY_CODES } from '@burrow/domain/residence-regions';

/*
 * The residence choices as the form lists them. The lists themselves live in the domain
 * (`residence-regions.ts`), which the server checks against; country names come from
 * `Intl.DisplayNames` in the reader's language.
 */

export interface RegionOption {
  code: string;
  name: string;
}

/** The countries with their names in `locale`, in that language's alphabetical order. */
export function countryOptions(locale: string): RegionOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

export function regionOptions(regions: Readonly<Record<string, string>>): RegionOption[] {
  return Object.entries(regions)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
