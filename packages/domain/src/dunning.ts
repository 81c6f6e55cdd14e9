/**
 * Dunning: after an automatic renewal charge fails, Burrow retries on a schedule of days
 * after the failure (default four retries over seven days), keeping the customer connected
 * in a grace period; when the last retry fails the subscription expires.
 */
export const DEFAULT_DUNNING_RETRY_DAYS: readonly number[] = [1, 3, 5, 7];

const DAY_MS = 86_400_000;

/**
 * When to retry after `attemptsMade` failed retries of a renewal that first failed at
 * `failedOn`; null when the schedule is used up and the subscription should expire.
 */
export function nextDunningRetry(
  failedOn: Date,
  attemptsMade: number,
  retryDays: readonly number[] = DEFAULT_DUNNING_RETRY_DAYS,
): Date | null {
  const days = retryDays[attemptsMade];
  return days === undefined ? null : new Date(failedOn.getTime() + days * DAY_MS);
}

/**
 * The end of the grace period a failed renewal opens: the day of the last retry. A hard
 * decline is not retried but keeps the same grace, so the customer can update their card.
 */
export function dunningGraceEnd(
  failedOn: Date,
  retryDays: readonly number[] = DEFAULT_DUNNING_RETRY_DAYS,
): Date {
  const last = retryDays[retryDays.length - 1] ?? 0;
  return new Date(failedOn.getTime() + last * DAY_MS);
}

/** Parses an operator's schedule, e.g. "1,3,5,7": strictly increasing whole days. */
export function parseDunningSchedule(text: string): number[] | null {
  const days = text.split(',').map((part) => Number(part.trim()));
  const valid =
    days.length > 0 &&
    days.every(
      (d, i) => Number.isInteger(d) && d > 0 && d <= 60 && (i === 0 || d > (days[i - 1] ?? 0)),
    );
  return valid ? days : null;
}
