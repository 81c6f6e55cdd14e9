import type { Queryable } from '../../db/database';
import { closeSubscriptionsForErasure } from '../billing/account-closure';
import { eraseCheckoutRecords } from '../checkout/account-erasure';
import { eraseDedicatedIps } from '../dedicated-ip/account-erasure';
import { eraseDevices } from '../devices/account-erasure';
import { eraseDnsSettings } from '../dns-settings/account-erasure';
import { eraseFulfilmentRequests } from '../fulfilment/account-erasure';
import { eraseAnalyticsEvents } from '../events/account-erasure';
import { eraseExpertProgramApplication } from '../expert-program/account-erasure';
import { eraseIdDefenderEnrolments } from '../id-defender/account-erasure';
import { eraseEmailsTo } from '../notifications/account-erasure';
import { renderEmail } from '../notifications/emails';
import { eraseSupportMessages } from '../support-messages/support-message-service';
import { enqueueEmail } from '../notifications/outbox';
import { erasePaymentMethods } from '../payment-methods/account-erasure';
import { requestedNewEmails } from './one-time-tokens';
import { eraseUser, findUserByEmail, type UserRow } from './user-repository';
import { eraseWebhookTraces } from '../outbound-webhooks/account-erasure';

/**
 * Erases an account in the caller's transaction (decision 0043). Each module forgets what
 * it holds about the customer through its own `account-erasure` function; a module that
 * starts keeping personal data adds its function here. Invoices and the ledger stay, tied
 * to the emptied account row. Answers the id of the farewell email, queued last so it is
 * the one trace of the address left, until it is delivered.
 */
export async function eraseAccount(
  tx: Queryable,
  tenantId: string,
  user: UserRow,
  now: Date,
): Promise<string> {
  await closeSubscriptionsForErasure(tx, tenantId, user.id, now);
  await eraseDedicatedIps(tx, tenantId, user.id);
  await eraseFulfilmentRequests(tx, tenantId, user.id);
  await erasePaymentMethods(tx, tenantId, user.id);
  await eraseIdDefenderEnrolments(tx, tenantId, user.id);
  await eraseExpertProgramApplication(tx, tenantId, user.id);
  await eraseDnsSettings(tx, tenantId, user.id);
  await eraseDevices(tx, tenantId, user.id);
  await eraseCheckoutRecords(tx, tenantId, user.id, user.email);
  await eraseAnalyticsEvents(tx, tenantId, user.id);
  await eraseSupportMessages(tx, tenantId, user.id, user.email);
  await eraseEmailsTo(tx, tenantId, user.email);
  // Addresses the customer asked to move to, unless somebody else has since made them theirs.
  for (const address of await requestedNewEmails(tx, user.id)) {
    if (address !== user.email && !(await findUserByEmail(tx, tenantId, address)))
      await eraseEmailsTo(tx, tenantId, address);
  }
  await eraseUser(tx, user.id, now);
  await eraseWebhookTraces(tx, tenantId, user.id, now);
  // In the language the customer used: `user` is the row as it was before the erasure.
  const farewell = renderEmail(user.locale, { kind: 'account_deleted' });
  return enqueueEmail(tx, { tenantId, to: user.email, ...farewell }, now);
}
