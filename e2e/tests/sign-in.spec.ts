import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';

test.describe('signing in', () => {
  test('a customer signs in with a password and sees only their own subscription', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('active'));
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading', { name: 'Burrow VPN Premium' })).toBeVisible();
    await expect(cards.first().getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Burrow VPN Basic')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  });

  test('another customer sees their expired plan and not the first customer’s', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('expired'));
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading', { name: 'Burrow VPN Basic' })).toBeVisible();
    await expect(cards.first().getByText('Expired', { exact: true })).toBeVisible();
    await expect(page.getByText('Burrow VPN Premium')).toHaveCount(0);
  });

  test.describe('each situation shows its condition on the dashboard', () => {
    for (const [situation, badge] of [
      ['grace', 'Payment overdue'],
      ['autobill-failed', 'Renewal failed'],
      ['expiring', 'Expiring soon'],
      ['trial', 'Free trial'],
    ] as const) {
      test(`${situation} shows “${badge}”`, async ({ page }) => {
        await signInAs(page, demoEmail(situation));
        await expect(
          page.getByRole('article').first().getByText(badge, { exact: true }),
        ).toBeVisible();
      });
    }

    // Each at-risk plan opens with one card: the amount with tax (the server's figure), the
    // deadline, and the one action that fixes it, which leads to the page that does.
    for (const [situation, card, deadline, action, lands] of [
      [
        'grace',
        'Your payment is overdue where you subscribed',
        'Pay by',
        'How to pay where you subscribed',
        /\/support\/troubleshooting\/failed-automatic-renewal$/,
      ],
      [
        'autobill-failed',
        'Your renewal payment failed',
        'Pay by',
        'Retry payment',
        /\/subscriptions\/krn:subscription:[^/]+\/retry_manual_payment$/,
      ],
      [
        'expiring',
        'Your plan ends soon and will not renew',
        'Protected until',
        'Turn on automatic renewal',
        /\/account-billing$/,
      ],
    ] as const) {
      test(`${situation} shows the amount, the deadline and one action: “${action}”`, async ({
        page,
      }) => {
        await signInAs(page, demoEmail(situation));
        const region = page.getByRole('article').first().getByRole('region', { name: card });
        await expect(region).toBeVisible();
        await expect(
          region.getByText(/^\D*\d[\d.,]*\D* incl\. \D*\d[\d.,]*\D* tax$/),
        ).toBeVisible();
        await expect(region.getByText(deadline, { exact: true })).toBeVisible();
        await expect(region.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
        await expect(region.getByRole('link')).toHaveCount(1);
        await region.getByRole('link', { name: action }).click();
        await expect(page).toHaveURL(lands);
      });
    }
  });

  test('a wrong password is refused with a message, and nothing is revealed about the account', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(demoEmail('business'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(/email address or password is not right/i);
    await expect(page).toHaveURL(/\/login/);
    await expectNoAccessibilityViolations(page);
  });

  test('a signed-out visitor to the dashboard is sent to sign in and comes back after', async ({
    page,
  }) => {
    await page.goto('/subscriptions');
    await expect(page).toHaveURL(/\/login\?next=%2Fsubscriptions/);
    await page.getByLabel('Email address').fill(demoEmail('inapp'));
    await page.getByLabel('Password').fill('demo-burrow-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
  });

  // Decision 0078: `/.//evil.example` normalises to `//evil.example`, which the router would
  // hand to location.assign. Every such `next` ends on the dashboard, on this site.
  for (const next of ['//evil.example/x', '/.//evil.example/x', '/a/..//evil.example/x']) {
    test(`a sign-in link whose next is ${next} keeps the customer on this site`, async ({
      page,
      baseURL,
    }) => {
      const offSite: string[] = [];
      await page.route(
        (url) => url.hostname === 'evil.example',
        (route) => {
          offSite.push(route.request().url());
          return route.abort();
        },
      );
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Email address').fill(demoEmail('inapp'));
      await page.getByLabel('Password').fill('demo-burrow-2026');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/subscriptions$/);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      expect(offSite).toEqual([]);
    });
  }

  test('a customer signs in with an emailed link from the demo mailbox', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByLabel('Email address').fill(demoEmail('business-legacy'));
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();

    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible();
    const message = page
      .getByRole('article')
      .filter({ hasText: demoEmail('business-legacy') })
      .first();
    await message.getByRole('link', { name: /\/auth\/magic\?token=/ }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
  });

  test('signing out ends the session', async ({ page }) => {
    await signInAs(page, demoEmail('business'));
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/subscriptions');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('the account layout on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens as a sheet with “My account” expanded, and closes again', async ({
    page,
  }) => {
    await signInAs(page, demoEmail('active'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Account menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toBeHidden();
  });
});
