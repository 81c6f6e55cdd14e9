import type { Money } from '@burrow/contract/offers';
import type { Subscription } from '@burrow/contract/subscriptions';
import { formatAmount } from '@burrow/domain/money-format';
import { retentionOfferFirst } from '@burrow/domain/retention-offer';
import {
  PAUSE_MONTHS,
  RENEWAL_OFF_DETAIL_MAX,
  RENEWAL_OFF_REASONS,
  type PauseMonths,
  type RenewalOffReason,
} from '@burrow/domain/subscription-pause';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { useAcceptRetentionOffer } from '../api/accept-retention-offer';
import { usePauseSubscription } from '../api/pause-subscription';
import { useRecordRenewalOffReason } from '../api/record-renewal-off-reason';
import { useRetentionOffer } from '../api/retention-offer';
import { useTurnAutobillOff } from '../api/turn-autobill-off';

const REASON_LABELS: Record<RenewalOffReason, MessageId> = {
  too_expensive: 'renewal_off.reason.too_expensive',
  not_using: 'renewal_off.reason.not_using',
  technical_problems: 'renewal_off.reason.technical_problems',
  missing_features: 'renewal_off.reason.missing_features',
  switching_provider: 'renewal_off.reason.switching_provider',
  temporary_need: 'renewal_off.reason.temporary_need',
  other: 'renewal_off.reason.other',
};

/** What the customer chose in the end: the caller says so on the page. */
export type RenewalOffOutcome = 'paused' | 'renewal_off' | 'offer_accepted';

export interface RenewalOffDialogProps {
  subscription: Subscription;
  open: boolean;
  onClose: () => void;
  onDone?: (outcome: RenewalOffOutcome) => void;
}

type Step = 'help' | 'reason' | 'pause' | 'offer' | 'confirm' | 'kept';

/** The support centre: its "Connection problems" steps, and its contact form (decision 0099). */
const SUPPORT_PATH = '/support';
const CONTACT_PATH = '/support#contact';
const LINK_CLASS =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * Turning automatic renewal off (decisions 0102, 0109): why, then a pause instead when the
 * plan may pause and a discount on the next renewal when the server offers one — the
 * discount first when the price was the reason, and help connecting first when technical
 * problems were (a discount does not fix a VPN that does not work) — then the confirmation. Every step can be
 * left with renewal on; accepting the offer ends the flow with renewal on.
 */
export function RenewalOffDialog({ subscription, open, onClose, onDone }: RenewalOffDialogProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const id = subscription.subscription_id;
  const [step, setStep] = useState<Step>('reason');
  const [reason, setReason] = useState<RenewalOffReason | null>(null);
  const [detail, setDetail] = useState('');
  const [months, setMonths] = useState<PauseMonths>(1);
  const recordReason = useRecordRenewalOffReason(id);
  const pause = usePauseSubscription(id);
  const turnOff = useTurnAutobillOff();
  const accept = useAcceptRetentionOffer(id);
  // The server decides the offer on the recorded reason: read it once that is stored.
  const offer = useRetentionOffer(id, recordReason.isSuccess);
  const mutations = [recordReason, pause, turnOff, accept];
  const pending = mutations.some((mutation) => mutation.isPending);
  const error = mutations.find((mutation) => mutation.isError)?.error;
  const reasonName = useId();
  const monthsName = useId();
  const detailId = useId();
  const plan = subscription.plan_name;
  const endDate = subscription.next_payment_date
    ? intl.formatDate(subscription.next_payment_date, { dateStyle: 'long' })
    : null;

  const money = (amount: Money) => formatAmount(amount, intl.locale);
  const sequence: Step[] = [
    ...(reason === 'technical_problems' ? (['help'] as const) : []),
    ...(retentionOfferFirst(reason)
      ? (['offer', 'pause'] as const)
      : (['pause', 'offer'] as const)),
    'confirm' as const,
  ].filter((value) => value !== 'pause' || subscription.pause_available);
  const nextAfter = (current: Step): Step => sequence[sequence.indexOf(current) + 1] ?? 'confirm';
  // An offer the server does not make is no step: the flow goes on to the next one.
  const offerSkipped = offer.isSuccess && offer.data.status !== 'available';
  const shown: Step = step === 'offer' && offerSkipped ? nextAfter('offer') : step;
  const available = offer.data?.status === 'available' ? offer.data : null;

  const close = () => {
    if (pending) return;
    setStep('reason');
    mutations.forEach((mutation) => mutation.reset());
    onClose();
  };
  const finish = (outcome: RenewalOffOutcome) => {
    setStep('reason');
    mutations.forEach((mutation) => mutation.reset());
    onDone?.(outcome);
    onClose();
  };
  const submitReason = () => {
    if (!reason) return;
    const text = detail.trim();
    recordReason.mutate(
      { reason, ...(text ? { detail: text } : {}) },
      { onSuccess: () => setStep(sequence[0] ?? 'confirm') },
    );
  };
  const holdWhilePending = (event: Event) => {
    if (pending) event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={holdWhilePending}
          onInteractOutside={holdWhilePending}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(34rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        >
          {shown === 'reason' && (
            <>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {t('renewal_off.reason.title')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">
                {t('renewal_off.reason.intro', { plan })}
              </Dialog.Description>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-semibold text-slate-900">
                  {t('renewal_off.reason.legend')}
                </legend>
                {RENEWAL_OFF_REASONS.map((value) => (
                  <label key={value} className="flex items-center gap-3 text-sm text-slate-800">
                    <input
                      type="radio"
                      name={reasonName}
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="h-4 w-4 accent-indigo-700"
                    />
                    {t(REASON_LABELS[value])}
                  </label>
                ))}
              </fieldset>
              <div className="flex flex-col gap-1">
                <label htmlFor={detailId} className="text-sm font-medium text-slate-900">
                  {t('renewal_off.reason.detail')}
                </label>
                <textarea
                  id={detailId}
                  value={detail}
                  maxLength={RENEWAL_OFF_DETAIL_MAX}
                  rows={3}
                  onChange={(event) => setDetail(event.target.value)}
                  className="rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
                />
              </div>
            </>
          )}
          {shown === 'help' && (
            <>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {t('renewal_off.help.title')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">
                {t('renewal_off.help.intro')}
              </Dialog.Description>
              <ul className="flex flex-col gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm">
                <li>
                  <Link to={SUPPORT_PATH} className={LINK_CLASS}>
                    {t('renewal_off.help.troubleshooting')}
                  </Link>
                </li>
                <li>
                  <Link to={CONTACT_PATH} className={LINK_CLASS}>
                    {t('renewal_off.help.contact')}
                  </Link>
                </li>
              </ul>
            </>
          )}
          {shown === 'pause' && (
            <>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {t('renewal_off.pause.title')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">
                {t('renewal_off.pause.intro')}
              </Dialog.Description>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-semibold text-slate-900">
                  {t('renewal_off.pause.legend')}
                </legend>
                {PAUSE_MONTHS.map((value) => (
                  <label key={value} className="flex items-center gap-3 text-sm text-slate-800">
                    <input
                      type="radio"
                      name={monthsName}
                      value={value}
                      checked={months === value}
                      onChange={() => setMonths(value)}
                      className="h-4 w-4 accent-indigo-700"
                    />
                    {t('renewal_off.pause.months', { months: value })}
                  </label>
                ))}
              </fieldset>
            </>
          )}
          {shown === 'offer' && (
            <>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {t('renewal_off.offer.title')}
              </Dialog.Title>
              {offer.isPending && (
                <Dialog.Description role="status" className="text-sm text-slate-700">
                  {t('renewal_off.offer.loading')}
                </Dialog.Description>
              )}
              {offer.isError && (
                <Dialog.Description asChild>
                  <div>
                    <Alert tone="error">{t('renewal_off.offer.load_failed')}</Alert>
                  </div>
                </Dialog.Description>
              )}
              {available?.offer_price && available.full_price && (
                <>
                  <Dialog.Description className="text-sm text-slate-700">
                    {t('renewal_off.offer.intro', {
                      plan,
                      percent: available.percent_off ?? 0,
                    })}
                  </Dialog.Description>
                  <div className="flex flex-col gap-1 rounded-xl border border-indigo-200 bg-indigo-50 p-4">
                    <p className="text-sm text-slate-700">
                      {t('renewal_off.offer.next_renewal', {
                        date: intl.formatDate(available.renewal_date ?? '', { dateStyle: 'long' }),
                      })}
                    </p>
                    <p className="flex flex-wrap items-baseline gap-3">
                      <span className="sr-only">{t('renewal_off.offer.usual_price')}</span>
                      <s className="text-slate-600">{money(available.full_price.total)}</s>
                      <span className="sr-only">{t('renewal_off.offer.offer_price')}</span>
                      <span className="text-2xl font-bold text-slate-900">
                        {money(available.offer_price.total)}
                      </span>
                    </p>
                    <p className="text-sm text-slate-600">{t('renewal_off.offer.once')}</p>
                  </div>
                </>
              )}
            </>
          )}
          {shown === 'kept' && accept.data?.offer_price && (
            <>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {t('renewal_off.offer.kept_title')}
              </Dialog.Title>
              <Dialog.Description role="status" className="text-sm text-slate-700">
                {t('renewal_off.offer.kept_body', {
                  date: intl.formatDate(accept.data.renewal_date ?? '', { dateStyle: 'long' }),
                  amount: money(accept.data.offer_price.total),
                  full: accept.data.full_price ? money(accept.data.full_price.total) : '',
                })}
              </Dialog.Description>
            </>
          )}
          {shown === 'confirm' && (
            <>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {t('renewal_off.confirm.title')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">
                {endDate
                  ? t('renewal_off.confirm.body', { plan, date: endDate })
                  : t('renewal_off.confirm.body_no_date', { plan })}
              </Dialog.Description>
            </>
          )}
          {error !== undefined && (
            <Alert tone="error">{intl.formatMessage({ id: errorMessageId(error) })}</Alert>
          )}
          <div className="flex flex-wrap gap-3">
            {shown === 'reason' && (
              <Button pending={recordReason.isPending} disabled={!reason} onClick={submitReason}>
                {t('renewal_off.reason.continue')}
              </Button>
            )}
            {shown === 'help' && (
              <Button onClick={() => setStep(nextAfter('help'))}>
                {t('renewal_off.reason.continue')}
              </Button>
            )}
            {shown === 'pause' && (
              <>
                <Button
                  pending={pause.isPending}
                  disabled={turnOff.isPending}
                  onClick={() => pause.mutate({ months }, { onSuccess: () => finish('paused') })}
                >
                  {t('renewal_off.pause.confirm', { months })}
                </Button>
                <Button
                  variant="secondary"
                  disabled={pending}
                  onClick={() => setStep(nextAfter('pause'))}
                >
                  {t(
                    nextAfter('pause') === 'confirm'
                      ? 'renewal_off.pause.decline'
                      : 'renewal_off.offer.decline',
                  )}
                </Button>
              </>
            )}
            {shown === 'offer' && (
              <>
                {available?.offer_price && (
                  <Button
                    pending={accept.isPending}
                    onClick={() => accept.mutate(undefined, { onSuccess: () => setStep('kept') })}
                  >
                    {t('renewal_off.offer.accept', { amount: money(available.offer_price.total) })}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  disabled={pending || offer.isPending}
                  onClick={() => setStep(nextAfter('offer'))}
                >
                  {t('renewal_off.offer.decline')}
                </Button>
              </>
            )}
            {shown === 'kept' && (
              <Button onClick={() => finish('offer_accepted')}>
                {t('renewal_off.offer.done')}
              </Button>
            )}
            {shown === 'confirm' && (
              <Button
                pending={turnOff.isPending}
                onClick={() => turnOff.mutate(id, { onSuccess: () => finish('renewal_off') })}
              >
                {t('renewal_off.confirm.turn_off')}
              </Button>
            )}
            {shown !== 'kept' && (
              <Button variant="secondary" disabled={pending} onClick={close}>
                {t('renewal_off.keep')}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
