import {
  demoEmail,
  expect,
  expectNoAccessibilityViolations,
  signInAs,
  test,
} from './support/fixtures';
import { emailTo, linkIn } from './support/mailbox';

test('a business admin on volume billing adds a seat at the estimate shown, invites its holder, and the emailed link leads the holder to their own device setup on the business plan', async ({
  page,
  browser,
}) => {
  // A person of this run only, so a retry or a parallel run never reads another's email.
  const holder = `seat-holder-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signInAs(page, demoEmail('business'));
  await page.goto('/volume-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Volume management' })).toBeVisible();
  const card = page.getByRole('article').first();
  const seatsValue = card.getByText(/^\d+ of \d+$/);
  const [inUse, total] = ((await seatsValue.textContent()) ?? '').split(' of ').map(Number);
  await expectNoAccessibilityViolations(page);

  // The estimate first: what one more seat costs until the shared renewal date.
  await card.getByLabel('Number of seats').fill('1');
  await expect(card.getByText(/^1 seat × £[\d.]+ \(\d+ of \d+ days\)$/)).toBeVisible();
  const buy = card.getByRole('button', { name: /^Buy 1 seat for £\d+\.\d{2}$/ });
  await expect(buy).toBeEnabled();
  await buy.click();
  await expect(
    card.getByText(
      /^1 seat was added for £[\d.]+\. Invoice BRW-\d{4}-\d{6} is in your payment history\.$/,
    ),
  ).toBeVisible();
  const newSeat = (total ?? 0) + 1;
  await expect(card.getByText(`${inUse} of ${newSeat}`)).toBeVisible();

  await card.getByLabel(`Email for seat ${newSeat}`).fill(holder);
  await card.getByRole('button', { name: `Assign seat ${newSeat}` }).click();
  const row = card.getByRole('row', { name: new RegExp(holder.replace(/[.]/g, '\\.')) });
  await expect(row.getByText('In use')).toBeVisible();
  await row.getByRole('button', { name: `Invite ${holder}` }).click();
  await expect(row.getByRole('status')).toHaveText(
    `Invitation sent to ${holder}: its link signs them in to set up their devices.`,
  );

  // The person given the seat: the emailed link signs them in and lands on device setup.
  const invitation = await emailTo(page, holder, /Burrow VPN seat/);
  expect(invitation.text).toContain(demoEmail('business'));
  const personContext = await browser.newContext();
  const person = await personContext.newPage();
  await person.goto(linkIn(invitation));
  await expect(person).toHaveURL(/\/setup$/);
  await expect(person.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
  // The seat is theirs: setup names the business's plan and how many devices it connects,
  // and leads to their own device setup, where they get a code for their first device.
  await expect(
    person.getByText(
      /^Your business has given you a seat on its .+ plan: connect up to 8 devices of your own\.$/,
    ),
  ).toBeVisible();
  await person.getByRole('link', { name: 'Set up a device' }).click();
  await expect(person).toHaveURL(/\/activation-setup\?activation_code=krn%3Alicense%3A/);
  await expect(person.getByText('0 of 8 devices connected')).toBeVisible();
  await person.getByRole('button', { name: 'Get an activation code' }).click();
  await expect(person.getByLabel(/^Activation code/)).toHaveText(
    /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  );
  await personContext.close();

  // On a 375 px phone the seats stack: nothing is wider than the screen, Revoke included.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const tableBox = await table.boundingBox();
  expect((tableBox?.x ?? 0) + (tableBox?.width ?? Infinity)).toBeLessThanOrEqual(375);
  const revoke = card.getByRole('button', { name: `Revoke ${holder}` });
  await revoke.scrollIntoViewIfNeeded();
  const revokeBox = await revoke.boundingBox();
  expect((revokeBox?.x ?? 0) + (revokeBox?.width ?? Infinity)).toBeLessThanOrEqual(375);
});
