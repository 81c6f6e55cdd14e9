import type { Subscription } from '@burrow/contract/subscriptions';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { PauseNotice } from './pause-notice';
import { RenewalOffDialog, type RenewalOffOutcome } from './renewal-off-dialog';

/**
 * My Subscription's part of a subscription's card: its pause with "resume now" while
 * paused, else the way to turn automatic renewal off — through the flow, never at once.
 */
export function SubscriptionRenewal({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<RenewalOffOutcome | null>(null);
  const canTurnOff =
    subscription.handled_by_chargebee &&
    subscription.supports_autobill &&
    subscription.auto_billing_enabled &&
    subscription.active;
  if (!subscription.pause && !canTurnOff && !outcome) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-3 border-t border-slate-100 pt-5"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {intl.formatMessage({ id: 'renewal_pause.title' })}
      </h3>
      {outcome === 'renewal_off' && !subscription.auto_billing_enabled && (
        <Alert tone="success">
          {intl.formatMessage({ id: 'renewal_pause.turned_off' }, { plan: subscription.plan_name })}
        </Alert>
      )}
      <PauseNotice subscription={subscription} />
      {canTurnOff && !subscription.pause && (
        <>
          <p className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'renewal_pause.on_hint' })}
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {intl.formatMessage({ id: 'renewal_pause.turn_off' })}
          </Button>
          <RenewalOffDialog
            subscription={subscription}
            open={open}
            onClose={() => setOpen(false)}
            onDone={setOutcome}
          />
        </>
      )}
    </section>
  );
}
