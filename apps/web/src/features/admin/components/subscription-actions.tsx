import type { StaffCustomerDetail } from '@burrow/contract/staff';
import {
  COMPLIMENTARY_MONTHS_MAX,
  EXTEND_DAYS_MAX,
  STAFF_ACTION_REASON_MAX_LENGTH,
  type StaffCancelWhen,
} from '@burrow/contract/staff-subscription-actions';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import {
  useCancelSubscription,
  useComplimentaryPlans,
  useExtendSubscription,
  useGrantComplimentary,
  useTurnAutobillOff,
} from '../api/staff-subscription-actions-api';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from '../routes/admin-layout';

type CustomerSubscription = StaffCustomerDetail['subscriptions'][number];

/** Each dialog's one attempt: a retry after an error reuses it, so nothing happens twice. */
const newKey = () => crypto.randomUUID();

function reasonError(reason: string): string | undefined {
  return reason.trim().length < 3 ? 'Say why, in a few words.' : undefined;
}

function wholeNumberIn(value: string, min: number, max: number): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Reason (kept in the audit log)
      </label>
      <textarea
        id={id}
        required
        rows={3}
        maxLength={STAFF_ACTION_REASON_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One action's dialog: the fields, the API's error (what was entered stays), progress on
 * the submit button, and no closing while the request runs.
 */
function ActionDialog({
  trigger,
  title,
  description,
  submitLabel,
  pending,
  error,
  open,
  onOpenChange,
  onSubmit,
  children,
}: {
  trigger: string;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const holdWhilePending = (event: Event) => {
    if (pending) event.preventDefault();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="px-3 py-1.5 text-sm">
          {trigger}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onEscapeKeyDown={holdWhilePending}
          onInteractOutside={holdWhilePending}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[min(32rem,95vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        >
          <Dialog.Title className="text-xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700">{description}</Dialog.Description>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            {children}
            {error !== null && error !== undefined && (
              <Alert tone="error">{staffErrorText(error)}</Alert>
            )}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" pending={pending}>
                {submitLabel}
              </Button>
              <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ExtendDialog({
  customerId,
  subscription,
}: {
  customerId: string;
  subscription: CustomerSubscription;
}) {
  const extend = useExtendSubscription(customerId);
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [checked, setChecked] = useState(false);
  const daysValue = wholeNumberIn(days, 1, EXTEND_DAYS_MAX);
  const errors = {
    days:
      daysValue === undefined
        ? `Enter a whole number of days, 1 to ${EXTEND_DAYS_MAX}.`
        : undefined,
    reason: reasonError(reason),
  };
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      extend.reset();
      setChecked(false);
      setKey(newKey());
    }
  };
  return (
    <ActionDialog
      trigger="Extend"
      title={`Extend ${subscription.reference}`}
      description="Moves the paid-until date forward at no charge. The next renewal moves with it."
      submitLabel="Extend"
      pending={extend.isPending}
      error={extend.error}
      open={open}
      onOpenChange={openChange}
      onSubmit={() => {
        setChecked(true);
        if (daysValue === undefined || errors.reason) return;
        extend.mutate(
          {
            subscriptionId: subscription.id,
            body: { days: daysValue, reason: reason.trim(), idempotency_key: key },
          },
          { onSuccess: () => setOpen(false) },
        );
      }}
    >
      <TextField
        label="Days to add"
        type="number"
        inputMode="numeric"
        min={1}
        max={EXTEND_DAYS_MAX}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={checked ? errors.days : undefined}
      />
      <ReasonField
        value={reason}
        onChange={setReason}
        error={checked ? errors.reason : undefined}
      />
    </ActionDialog>
  );
}

function CancelDialog({
  customerId,
  subscription,
}: {
  customerId: string;
  subscription: CustomerSubscription;
}) {
  const cancel = useCancelSubscription(customerId);
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState<StaffCancelWhen>('period_end');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [checked, setChecked] = useState(false);
  const error = reasonError(reason);
  const name = useId();
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      cancel.reset();
      setChecked(false);
      setKey(newKey());
    }
  };
  const choices: { value: StaffCancelWhen; label: string }[] = [
    { value: 'period_end', label: 'At the end of the paid period (automatic renewal off)' },
    { value: 'now', label: 'Now: access ends immediately' },
  ];
  return (
    <ActionDialog
      trigger="Cancel"
      title={`Cancel ${subscription.reference}`}
      description="No money goes back: refund an invoice separately if it should."
      submitLabel={when === 'now' ? 'End access now' : 'Cancel at period end'}
      pending={cancel.isPending}
      error={cancel.error}
      open={open}
      onOpenChange={openChange}
      onSubmit={() => {
        setChecked(true);
        if (error) return;
        cancel.mutate(
          {
            subscriptionId: subscription.id,
            body: { when, reason: reason.trim(), idempotency_key: key },
          },
          { onSuccess: () => setOpen(false) },
        );
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">When</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={when === choice.value}
              onChange={() => setWhen(choice.value)}
              className="mt-1"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {when === 'now' && (
        <Alert tone="error">
          The customer loses access at once: their devices stop connecting and they are emailed that
          the plan has ended. This cannot be undone here.
        </Alert>
      )}
      <ReasonField value={reason} onChange={setReason} error={checked ? error : undefined} />
    </ActionDialog>
  );
}

function AutobillOffDialog({
  customerId,
  subscription,
}: {
  customerId: string;
  subscription: CustomerSubscription;
}) {
  const turnOff = useTurnAutobillOff(customerId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const error = reasonError(reason);
  return (
    <ActionDialog
      trigger="Turn off automatic renewal"
      title={`Turn off automatic renewal of ${subscription.reference}`}
      description="The plan runs to the end of its paid period and is not charged again. The customer can turn renewal back on."
      submitLabel="Turn off"
      pending={turnOff.isPending}
      error={turnOff.error}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          turnOff.reset();
          setChecked(false);
        }
      }}
      onSubmit={() => {
        setChecked(true);
        if (error) return;
        turnOff.mutate(
          { subscriptionId: subscription.id, reason: reason.trim() },
          { onSuccess: () => setOpen(false) },
        );
      }}
    >
      <ReasonField value={reason} onChange={setReason} error={checked ? error : undefined} />
    </ActionDialog>
  );
}

/**
 * The staff actions of one subscription on the customer page (decision 0121): only those
 * the role allows, and none for a plan that has ended or that an app store or partner bills.
 */
export function SubscriptionActions({
  customerId,
  subscription,
}: {
  customerId: string;
  subscription: CustomerSubscription;
}) {
  const { permissions } = useStaffContext();
  const mayExtend = permissions.includes('subscriptions:extend');
  const mayCancel = permissions.includes('subscriptions:cancel');
  if (!mayExtend && !mayCancel) return null;
  if (subscription.status === 'cancelled') return null;
  if (subscription.billing_system !== 'burrow')
    return <p className="text-xs text-slate-600">Change it where it is billed.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {mayExtend && <ExtendDialog customerId={customerId} subscription={subscription} />}
      {mayCancel && <CancelDialog customerId={customerId} subscription={subscription} />}
      {mayCancel && subscription.auto_billing_enabled && (
        <AutobillOffDialog customerId={customerId} subscription={subscription} />
      )}
    </div>
  );
}

/** "Grant complimentary plan" in the customer page's header, for roles that may. */
export function GrantComplimentaryPlan({ customerId }: { customerId: string }) {
  const { permissions } = useStaffContext();
  const [open, setOpen] = useState(false);
  const plans = useComplimentaryPlans(customerId, open);
  const grant = useGrantComplimentary(customerId);
  const [plan, setPlan] = useState('');
  const [months, setMonths] = useState('1');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [checked, setChecked] = useState(false);
  if (!permissions.includes('complimentary:grant')) return null;
  const monthsValue = wholeNumberIn(months, 1, COMPLIMENTARY_MONTHS_MAX);
  const errors = {
    plan: plan === '' ? 'Choose a plan.' : undefined,
    months:
      monthsValue === undefined
        ? `Enter a whole number of months, 1 to ${COMPLIMENTARY_MONTHS_MAX}.`
        : undefined,
    reason: reasonError(reason),
  };
  return (
    <div>
      <ActionDialog
        trigger="Grant complimentary plan"
        title="Grant a complimentary plan"
        description="A plan at no charge for the months you choose. It does not renew; the customer gets its devices and entitlements as after a purchase."
        submitLabel="Grant"
        pending={grant.isPending}
        error={grant.error}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) {
            grant.reset();
            setChecked(false);
            setKey(newKey());
          }
        }}
        onSubmit={() => {
          setChecked(true);
          if (errors.plan || monthsValue === undefined || errors.reason) return;
          grant.mutate(
            { plan, months: monthsValue, reason: reason.trim(), idempotency_key: key },
            { onSuccess: () => setOpen(false) },
          );
        }}
      >
        {plans.isPending ? (
          <p className="text-slate-700">Loading the storefront’s plans…</p>
        ) : plans.isError ? (
          <Alert tone="error">{staffErrorText(plans.error)}</Alert>
        ) : plans.data.plans.length === 0 ? (
          <p className="text-slate-700">This storefront sells no plans.</p>
        ) : (
          <SelectField
            label="Plan"
            placeholder="Choose a plan"
            value={plan}
            onChange={(event) => setPlan(event.target.value)}
            options={plans.data.plans.map((option) => ({
              code: option.id,
              name: `${option.product_name} (${option.id})`,
            }))}
            error={checked ? errors.plan : undefined}
          />
        )}
        <TextField
          label="Months"
          type="number"
          inputMode="numeric"
          min={1}
          max={COMPLIMENTARY_MONTHS_MAX}
          value={months}
          onChange={(event) => setMonths(event.target.value)}
          error={checked ? errors.months : undefined}
        />
        <ReasonField
          value={reason}
          onChange={setReason}
          error={checked ? errors.reason : undefined}
        />
      </ActionDialog>
    </div>
  );
}
