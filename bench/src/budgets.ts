/** Issue 8's budgets: what each figure must reach, and on which database it is judged. */
export const BUDGETS = {
  firstLoadJsGzipKb: { limit: 120, pages: ['plan page', 'checkout'] },
  lighthousePerformance: { minimum: 95 },
  dashboardP99MsAtRate: { limit: 10, rate: 500, database: 'postgres' },
  checkoutOrdersPerSecond: { minimum: 300, database: 'postgres' },
  billingRenewalsPerSecond: { minimum: 2_000, database: 'postgres' },
} as const;

export type Verdict = 'met' | 'missed' | 'no budget';

export function atMost(value: number, limit: number): Verdict {
  return value <= limit ? 'met' : 'missed';
}

export function atLeast(value: number, minimum: number): Verdict {
  return value >= minimum ? 'met' : 'missed';
}
