import {
  GIFT_CARD_BATCH_MAX_QUANTITY,
  StaffGiftCardBatchCreateRequestSchema,
  type StaffGiftCardBatch,
  type StaffGiftCardBatchListResponse,
} from '@burrow/contract/staff-gift-cards';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { giftCardBatchCsvUrl, useCreateGiftCardBatch } from '../api/staff-gift-cards-api';
import { staffErrorText } from '../model/staff-error-text';
import {
  fieldErrorsOfApiError,
  fieldErrorsOfIssues,
  instantFromLocal,
  type FieldErrors,
} from '../model/form-errors';

type Storefronts = StaffGiftCardBatchListResponse['storefronts'];

/** A plan price as people name it: "Burrow VPN Premium — 12 months (USD)". */
export function planOptions(storefronts: Storefronts, storefrontId: string) {
  return (storefronts.find((storefront) => storefront.id === storefrontId)?.plans ?? []).map(
    (plan) => ({
      code: plan.price_id,
      name: `${plan.name} — ${plan.months} ${plan.months === 1 ? 'month' : 'months'} (${plan.currency})`,
    }),
  );
}

const EMPTY = { storefront: '', plan: '', quantity: '', expiresAt: '', reason: '' };

/** The batch form of `/admin/gift-cards`: N codes for one plan, then their CSV. */
export function GiftCardBatchForm({ storefronts }: { storefronts: Storefronts }) {
  const [values, setValues] = useState({
    ...EMPTY,
    storefront: storefronts.length === 1 ? (storefronts[0]?.id ?? '') : '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<StaffGiftCardBatch | null>(null);
  // One key per batch being made: a double submit never issues twice the codes.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateGiftCardBatch();
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const body = {
      plan: values.plan,
      quantity: values.quantity === '' ? Number.NaN : Number(values.quantity),
      storefront: values.storefront,
      expires_at: instantFromLocal(values.expiresAt),
      reason: values.reason,
      idempotency_key: idempotencyKey,
    };
    const parsed = StaffGiftCardBatchCreateRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (batch) => {
        setCreated(batch);
        setValues({ ...EMPTY, storefront: values.storefront });
        setIdempotencyKey(crypto.randomUUID());
      },
      onError: (error) => setErrors(fieldErrorsOfApiError(error)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="gift-card-batch-heading"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="gift-card-batch-heading" className="text-lg font-semibold text-slate-900">
        Issue a batch of gift cards
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Storefront"
          name="storefront"
          placeholder="Choose a storefront"
          options={storefronts.map((storefront) => ({
            code: storefront.id,
            name: storefront.name,
          }))}
          value={values.storefront}
          onChange={(event) =>
            setValues((current) => ({ ...current, storefront: event.target.value, plan: '' }))
          }
          error={errors.storefront}
          required
        />
        <SelectField
          label="Plan each card is worth"
          name="plan"
          placeholder="Choose a plan"
          options={planOptions(storefronts, values.storefront)}
          value={values.plan}
          onChange={(event) => set('plan')(event.target.value)}
          error={errors.plan}
          required
        />
        <TextField
          label="Number of cards"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={GIFT_CARD_BATCH_MAX_QUANTITY}
          value={values.quantity}
          onChange={(event) => set('quantity')(event.target.value)}
          hint={`1 to ${GIFT_CARD_BATCH_MAX_QUANTITY}.`}
          error={errors.quantity}
          required
        />
        <TextField
          label="Expires (your local time)"
          name="expires_at"
          type="datetime-local"
          value={values.expiresAt}
          onChange={(event) => set('expiresAt')(event.target.value)}
          hint="Empty: never."
          error={errors.expires_at}
        />
        <TextField
          label="Reason (kept in the audit log)"
          name="reason"
          value={values.reason}
          onChange={(event) => set('reason')(event.target.value)}
          error={errors.reason}
          className="sm:col-span-2"
          required
        />
      </div>
      {create.isError && <Alert tone="error">{staffErrorText(create.error)}</Alert>}
      {create.isPending && <p className="text-sm text-slate-700">Issuing the codes…</p>}
      {created && (
        <Alert tone="success">
          {`${created.quantity} gift cards issued. `}
          <a className="font-semibold underline" href={giftCardBatchCsvUrl(created.id)} download>
            Download their codes (CSV)
          </a>
        </Alert>
      )}
      <div>
        <Button type="submit" pending={create.isPending}>
          Issue gift cards
        </Button>
      </div>
    </form>
  );
}
