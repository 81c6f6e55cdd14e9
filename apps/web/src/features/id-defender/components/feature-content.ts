import type { IdDefenderFeature } from '@burrow/contract/id-defender';
import type { MessageId } from '../../../i18n/message-ids';

export interface FeatureContent {
  title: MessageId;
  intro: MessageId;
  covers: readonly MessageId[];
  consent: MessageId;
}

/** Each ID Defender page's words: what it is, what the entitlement covers, what they agree to. */
export const FEATURE_CONTENT: Record<IdDefenderFeature, FeatureContent> = {
  'id-alerts': {
    title: 'id_defender.id_alerts.title',
    intro: 'id_defender.id_alerts.intro',
    covers: [
      'id_defender.id_alerts.covers.dark_web',
      'id_defender.id_alerts.covers.breaches',
      'id_defender.id_alerts.covers.alerts',
    ],
    consent: 'id_defender.id_alerts.consent',
  },
  'id-insurance': {
    title: 'id_defender.id_insurance.title',
    intro: 'id_defender.id_insurance.intro',
    covers: [
      'id_defender.id_insurance.covers.reimbursement',
      'id_defender.id_insurance.covers.legal',
      'id_defender.id_insurance.covers.specialist',
    ],
    consent: 'id_defender.id_insurance.consent',
  },
  'id-removal': {
    title: 'id_defender.id_removal.title',
    intro: 'id_defender.id_removal.intro',
    covers: [
      'id_defender.id_removal.covers.brokers',
      'id_defender.id_removal.covers.requests',
      'id_defender.id_removal.covers.rescan',
    ],
    consent: 'id_defender.id_removal.consent',
  },
  'credit-scanner': {
    title: 'id_defender.credit_scanner.title',
    intro: 'id_defender.credit_scanner.intro',
    covers: [
      'id_defender.credit_scanner.covers.changes',
      'id_defender.credit_scanner.covers.new_accounts',
      'id_defender.credit_scanner.covers.score',
    ],
    consent: 'id_defender.credit_scanner.consent',
  },
};
