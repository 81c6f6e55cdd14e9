import { MAX_CLOCK_ADVANCE_DAYS } from '@burrow/contract/demo-clock';
import { endpoints } from '@burrow/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { isMovableClock } from '../../platform/clock';
import { AppError, invalidRequest } from '../../platform/errors';
import { emptyBillingRunSummary, runBilling, type BillingRunSummary } from '../billing/billing-run';
import { completeDueDeletions } from '../identity/account-deletion-service';
import { nextReminderMoment } from '../billing/renewal-reminders';
import { saveDemoClockOffset } from './demo-clock-store';

/** A jump of years stops at most this often; past it, the rest is billed at once. */
const MAX_STOPS = 500;

function totalOf(runs: BillingRunSummary[]): BillingRunSummary {
  const total = emptyBillingRunSummary();
  for (const run of runs) {
    for (const key of Object.keys(total) as (keyof BillingRunSummary)[]) total[key] += run[key];
  }
  return total;
}

/**
 * Demo mode only: the operator moves the server's clock forward and the billing run
 * catches up at once, so renewals, dunning emails and expiry can be watched happening.
 */
export const demoClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const clock = app.clock;
  if (!isMovableClock(clock)) return;
  let lastRun: BillingRunSummary | null = null;
  const view = () => ({
    now: clock.now().toISOString(),
    offset_ms: clock.now().getTime() - Date.now(),
    last_run: lastRun,
  });

  app.route({
    method: endpoints.demoClock.method,
    url: endpoints.demoClock.path,
    schema: { response: { 200: endpoints.demoClock.response } },
    handler: async () => view(),
  });

  app.route({
    method: endpoints.advanceDemoClock.method,
    url: endpoints.advanceDemoClock.path,
    schema: {
      body: endpoints.advanceDemoClock.body,
      response: { 200: endpoints.advanceDemoClock.response },
    },
    handler: async (request) => {
      const { days, to } = request.body;
      const ms =
        days !== undefined
          ? days * 86_400_000
          : new Date(to ?? 0).getTime() - clock.now().getTime();
      if (ms <= 0)
        throw new AppError(400, 'clock_only_moves_forward', 'The demo clock only moves forward.');
      // `to` is bounded like `days`: a move decades ahead held the request for the billing
      // of every period it skipped.
      if (ms > MAX_CLOCK_ADVANCE_DAYS * 86_400_000)
        throw invalidRequest(
          `The demo clock moves at most ${MAX_CLOCK_ADVANCE_DAYS} days at a time.`,
          { to: `is more than ${MAX_CLOCK_ADVANCE_DAYS} days ahead` },
        );
      // The clock stops on its way wherever a reminder falls due (or a renewal starts a
      // period whose reminder falls within the move), so each reminder reaches the mailbox before its charge,
      // as it would on a server that bills every few minutes (decision 0101).
      const start = clock.now().getTime();
      let moved = 0;
      const moveTo = async (at: number) => {
        const step = at - start - moved;
        if (step <= 0) return;
        clock.advance(step);
        moved += step;
        await saveDemoClockOffset(app.db, clock.now().getTime() - Date.now());
      };
      const runs: BillingRunSummary[] = [];
      for (let stops = 0; stops < MAX_STOPS; stops += 1) {
        const stop = await nextReminderMoment(
          app.db,
          new Date(start + moved),
          new Date(start + ms),
        );
        if (!stop || stop.getTime() >= start + ms) break;
        await moveTo(stop.getTime());
        runs.push(await runBilling(ctx));
      }
      await moveTo(start + ms);
      runs.push(await runBilling(ctx));
      lastRun = totalOf(runs);
      // Account deletions whose grace period the jump ended are carried out too.
      await completeDueDeletions(ctx);
      return view();
    },
  });
};
