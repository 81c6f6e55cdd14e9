/**
 * Instants on the wire are ISO-8601 strings. JavaScript reads a date-time without an offset
 * as the host's local time, which would make a rule's answer depend on the server's or the
 * browser's time zone; here such a string is read as UTC, so every rule decides the same
 * everywhere.
 */
const OFFSET_LESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Milliseconds since the epoch of an ISO-8601 instant, reading offset-less times as UTC. */
export function parseInstant(iso: string): number {
  return Date.parse(OFFSET_LESS_DATE_TIME.test(iso) ? `${iso}Z` : iso);
}

/** Whether an optional instant lies strictly before `now` (an absent or unreadable one never does). */
export function isBeforeNow(iso: string | null | undefined, now: Date): boolean {
  if (iso === null || iso === undefined) return false;
  return parseInstant(iso) < now.getTime();
}

/** Whether an optional instant lies strictly after `now` (an absent or unreadable one never does). */
export function isAfterNow(iso: string | null | undefined, now: Date): boolean {
  if (iso === null || iso === undefined) return false;
  return parseInstant(iso) > now.getTime();
}
