import { buyBasicMonthlyByApi } from './support/buy-by-api';
import { CLOCK_PORT } from './support/servers';
import { expect, expectNoAccessibilityViolations, test } from './support/fixtures';

// A pause changes the plan's access and billing, so this journey buys its own plan on the
// clock server (as the refund journey does) and reads no demo account (decision 0102).
test.use({ baseURL: `http://127.0.0.1:${CLOCK_PORT}` });

test('a customer turning renewal off says why, pauses instead, sees the pause everywhere and resumes early', async ({
  page,
  baseURL,
}) => {
  // A hang guard, not a speed check: a purchase, three pages and five actions.
  test.slow();
  await buyBasicMonthlyByApi(page.request, baseURL ?? '', 'pauser');

  await page.goto('/my-subscriptions');
  const card = page.getByRole('article', { name: 'Burrow VPN Basic' });
  const renewal = card.getByRole('region', { name: 'Automatic renewal' });
  await renewal.getByRole('button', { name: 'Turn off automatic renewal' }).click();

  const why = page.getByRole('dialog', { name: 'Before you turn off automatic renewal' });
  await why.getByRole('radio', { name: 'I only need a break for now' }).check();
  await why.getByRole('textbox', { name: /Anything else/ }).fill('Away for the summer');
  await expectNoAccessibilityViolations(page);
  await why.getByRole('button', { name: 'Continue' }).click();

  const offer = page.getByRole('dialog', { name: 'Pause instead?' });
  await offer.getByRole('radio', { name: '2 months' }).check();
  await expectNoAccessibilityViolations(page);
  await offer.getByRole('button', { name: 'Pause for 2 months' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(renewal.getByText(/^Paused until /)).toBeVisible();
  await expect(card).toContainText('This subscription is paused.');

  // The dashboard says so too, with the way back.
  await page.goto('/subscriptions');
  const dashboardCard = page.getByRole('article', { name: 'Burrow VPN Basic' });
  await expect(dashboardCard.getByText('Paused', { exact: true })).toBeVisible();
  await expect(dashboardCard).toContainText('It resumes by itself on');
  await dashboardCard.getByRole('link', { name: 'Resume now' }).click();

  await expect(page).toHaveURL(/\/my-subscriptions$/);
  await renewal.getByRole('button', { name: 'Resume now' }).click();
  await expect(
    renewal.getByText('Burrow VPN Basic is active again: you can connect now.'),
  ).toBeVisible();
  await expect(renewal.getByRole('button', { name: 'Turn off automatic renewal' })).toBeVisible();
  await expect(card).not.toContainText('This subscription is paused.');
});

test('a customer who finds it too expensive is offered the next renewal for less and keeps the plan', async ({
  page,
  baseURL,
}) => {
  // A hang guard, not a speed check: a purchase, one page and three actions.
  test.slow();
  await buyBasicMonthlyByApi(page.request, baseURL ?? '', 'keeper');

  await page.goto('/my-subscriptions');
  const card = page.getByRole('article', { name: 'Burrow VPN Basic' });
  const renewal = card.getByRole('region', { name: 'Automatic renewal' });
  await renewal.getByRole('button', { name: 'Turn off automatic renewal' }).click();

  const why = page.getByRole('dialog', { name: 'Before you turn off automatic renewal' });
  await why.getByRole('radio', { name: 'It is too expensive' }).check();
  await why.getByRole('button', { name: 'Continue' }).click();

  // The price was the reason, so the offer comes before the pause (decision 0109).
  const offer = page.getByRole('dialog', { name: 'Stay for less?' });
  await expect(offer).toContainText('get 25% off your next renewal');
  await expectNoAccessibilityViolations(page);
  await offer.getByRole('button', { name: /^Keep my plan at / }).click();

  const kept = page.getByRole('dialog', { name: 'Your plan stays on' });
  await expect(kept).toContainText('Automatic renewal stays on.');
  await kept.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(renewal.getByRole('button', { name: 'Turn off automatic renewal' })).toBeVisible();
});
