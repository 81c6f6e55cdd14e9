import type { Addon } from '@burrow/contract/subscriptions';
import type { MessageId } from '../../../i18n/message-ids';
import type { AddonLine } from '../model/addon-lines';
import type { PlanTier } from '../model/plan-options';
import type { ExternalBilling } from '../model/subscription-management';

// Each map is total over its wire enum, so a value added to the contract fails the type
// check until it has words in the catalogue.

export const TIER_LABELS: Record<PlanTier, MessageId> = {
  TIER_BASIC: 'my_subscriptions.tier.basic',
  TIER_VIP: 'my_subscriptions.tier.vip',
  TIER_PREMIUM: 'my_subscriptions.tier.premium',
};

export const ADDON_LABELS: Record<Addon['addon_type'], MessageId> = {
  dip: 'my_subscriptions.addon.dedicated_ip',
  idp_monitoring: 'my_subscriptions.addon.identity_alerts',
  idp_monitor: 'my_subscriptions.addon.identity_alerts',
  idp_insurance: 'my_subscriptions.addon.identity_theft_insurance',
  pip_data_removal: 'my_subscriptions.addon.data_removal',
  pip_scanning: 'my_subscriptions.addon.data_removal',
  credit_scanner: 'my_subscriptions.addon.credit_scanner',
  idp_credit_scanner: 'my_subscriptions.addon.credit_scanner',
  credit_report: 'my_subscriptions.addon.credit_report',
  idp_credit_report: 'my_subscriptions.addon.credit_report',
};

export const EXTERNAL_BILLING_NOTES: Record<ExternalBilling, MessageId> = {
  app_store: 'my_subscriptions.external.app_store',
  play_store: 'my_subscriptions.external.play_store',
  carrier: 'my_subscriptions.external.carrier',
  other: 'my_subscriptions.external.other',
};

/** An add-on's name: the catalogue's words for its type, else the offer's product name. */
export function addonName(
  formatMessage: (descriptor: { id: MessageId }) => string,
  addon: Pick<AddonLine, 'type' | 'name'>,
): string {
  return addon.type ? formatMessage({ id: ADDON_LABELS[addon.type] }) : addon.name;
}
