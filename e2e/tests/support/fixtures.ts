import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-burrow-2026';

export function demoEmail(situation: string): string {
  return `${situation}@demo.burrow.test`;
}

/** Signs in through the real sign-in form, as a person would, and waits for the dashboard. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
}

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds on the page as it is now, one line each: every WCAG 2.x A/AA violation and,
 * with `bestPractices`, also axe's other rules (landmarks, headings, scrollable regions…)
 * where the impact is serious or critical.
 */
export async function accessibilityViolations(
  page: Page,
  { bestPractices = false } = {},
): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (bestPractices ? axe : axe.withTags(WCAG_A_AA)).analyze();
  return results.violations
    .filter(
      (v) =>
        v.tags.some((tag) => WCAG_A_AA.includes(tag)) ||
        v.impact === 'serious' ||
        v.impact === 'critical',
    )
    .map(
      (v) =>
        `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/** Fails on any WCAG 2.x A/AA violation on the page as it is now. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        // A 401 from /users/me while signed out is the app asking who we are, not an error;
        // a 402 from Stripe's API (the local fake, journeys paying through Stripe) is how
        // Stripe answers a declined card, which the browser logs like any failed request.
        const stripeDecline =
          /status of 402/.test(message.text()) &&
          message.location().url.startsWith('https://api.stripe.com/');
        // A 403 from device setup without a token is the server saying there is nothing to set
        // up — no active plan and no business seat held (decision 0112) — which /setup shows as
        // its "coming soon" note.
        const nothingToSetUp =
          /status of 403/.test(message.text()) &&
          /\/api\/v2\/activation-setup\/?$/.test(message.location().url);
        if (
          message.type() === 'error' &&
          !/status of 401/.test(message.text()) &&
          !stripeDecline &&
          !nothingToSetUp
        ) {
          errors.push(`console error: ${message.text()}`);
        }
      });
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
