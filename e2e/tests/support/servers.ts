/**
 * The app under test, and a second one whose demo clock the billing journeys move.
 * E2E_PORT_BASE moves both, so several checkouts of the repository can run their journeys
 * on one machine at once without one run reusing the other's servers.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
export const APP_PORT = base;
export const CLOCK_PORT = base + 2;
