import { lastDays, MAX_REPORT_DAYS, reportRange } from '@burrow/domain/business-metrics';
import type { ReportFilter } from '../api/staff-reports-api';

/** The range presets of the reports page, in days ending today (UTC). */
export const RANGE_PRESETS = [7, 30, 90] as const;
export const DEFAULT_PRESET = 30;

/** The filter a page address asks for; a missing or broken range falls back to the last 30 days. */
export function filterFromParams(params: URLSearchParams, now: Date): ReportFilter {
  const storefront = (params.get('storefront') ?? '').trim();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (reportRange(from, to).ok) return { from, to, storefront };
  return { ...lastDays(now, DEFAULT_PRESET), storefront };
}

/** The preset a range is, if it is one (ending today). */
export function presetOf(filter: ReportFilter, now: Date): number | null {
  return (
    RANGE_PRESETS.find((days) => {
      const preset = lastDays(now, days);
      return preset.from === filter.from && preset.to === filter.to;
    }) ?? null
  );
}

/** What is wrong with a custom range, in the console's words; null when it can be read. */
export function customRangeError(from: string, to: string): string | null {
  const range = reportRange(from, to);
  if (range.ok) return null;
  if (range.reason === 'invalid_date') return 'Enter both days as dates.';
  if (range.reason === 'from_after_to') return 'The first day must not be after the last day.';
  return `A report covers at most ${MAX_REPORT_DAYS} days.`;
}

/** Basis points as a percentage, "1.25 %"; "—" when there was nothing to divide by. */
export function formatRate(basisPoints: number | null): string {
  return basisPoints === null ? '—' : `${(basisPoints / 100).toFixed(2)} %`;
}

const TIER_NAMES: Record<string, string> = {
  TIER_BASIC: 'Basic',
  TIER_VIP: 'VIP',
  TIER_PREMIUM: 'Premium',
};

export function tierName(tier: string): string {
  return TIER_NAMES[tier] ?? tier;
}

export function planLength(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}
