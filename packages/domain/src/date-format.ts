import { parseInstant } from './instant';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day written out for a locale (a BCP 47 tag such as `de` or `ja`): "June 15,
 * 2027", "15. Juni 2027", "2027年6月15日". Days are UTC days, as billing counts them, so a
 * document says the same date whatever the server's time zone.
 */
export function formatDay(day: Date | string, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(typeof day === 'string' ? parseInstant(day) : day);
}
