import { expect, test, type Page } from '@playwright/test';
import { demoEmail, signInAs } from './support/fixtures';

/**
 * Decision 0065: pages that load their data show a placeholder at the content's final size
 * (or at least a screen tall), so nothing the visitor sees moves when the data arrives.
 * A phone's screen, like Lighthouse's mobile audit: a short placeholder there leaves the
 * footer on screen, and it jumps when the content replaces the placeholder.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Every layout shift so far larger than `limit`, with what moved (no input just before). */
async function largeLayoutShifts(page: Page, limit: number): Promise<string[]> {
  return page.evaluate(
    (max) =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: Array<{ node?: Node }>;
            }
          >) {
            if (entry.hadRecentInput || entry.value <= max) continue;
            const moved = (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?');
            shifts.push(`${entry.value.toFixed(3)} (${moved.join(', ')})`);
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive with the next frames.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            observer.disconnect();
            resolve(shifts);
          }),
        );
      }),
    limit,
  );
}

test('checkout: the page does not move when the offer arrives', async ({ page }) => {
  await page.goto('/checkout?offer=default&price=vpn-premium-12m-usd');
  await expect(page.getByRole('heading', { name: /Your email/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change plan' })).toBeVisible();
  expect(await largeLayoutShifts(page, 0.05)).toEqual([]);
});

test('dashboard: the page does not move when the subscriptions arrive', async ({ page }) => {
  await signInAs(page, demoEmail('active'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await largeLayoutShifts(page, 0.05)).toEqual([]);
});
