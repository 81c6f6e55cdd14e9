/**
 * Issue 18's budgets: what each figure must reach, and on which database it is judged.
 * The dashboard is judged against the bare baseline route measured in the same run.
 */
export const BUDGETS = {
  firstLoadJsGzipKb: { 'plan page': 120, checkout: 120, dashboard: 150 },
  lighthousePerformance: { minimum: 95 },
  dashboardVsBareBaseline: {
    minimumThroughputShare: 0.5,
    maximumP99Ratio: 2,
    rate: 500,
    database: 'postgres',
  },
  dashboardPgliteRequestsPerSecond: { minimum: 1_000, database: 'pglite' },
  checkoutOrdersPerSecond: { minimum: 300, database: 'postgres' },
  billingRenewalsPerSecond: { minimum: 2_000, database: 'postgres' },
  // With a real provider's answer time per charge (the sandbox told to wait; decision 0134).
  billingRenewalsPerSecondWithLatency: { minimum: 500, chargeLatencyMs: 300, database: 'postgres' },
  testSuiteMinutes: { maximum: 12 },
} as const;

export type Verdict = 'met' | 'missed' | 'no budget';

export function atMost(value: number, limit: number): Verdict {
  return value <= limit ? 'met' : 'missed';
}

export function atLeast(value: number, minimum: number): Verdict {
  return value >= minimum ? 'met' : 'missed';
}
