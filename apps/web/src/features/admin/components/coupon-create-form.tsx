import {
  StaffCouponCreateRequestSchema,
  type StaffCoupon,
  type StaffCouponListResponse,
} from '@burrow/contract/staff-coupons';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useCreateCoupon } from '../api/staff-coupons-api';
import {
  fieldErrorsOfApiError,
  fieldErrorsOfIssues,
  instantFromLocal,
  type FieldErrors,
} from '../model/form-errors';
import { staffErrorText } from '../model/staff-error-text';

const AUDIENCES = [
  { code: 'everyone', name: 'Everyone' },
  { code: 'new_customers', name: 'New customers only (never subscribed)' },
];

const EMPTY = {
  code: '',
  storefront: '',
  description: '',
  percentOff: '',
  audience: 'everyone',
  productIds: [] as string[],
  maxRedemptions: '',
  startsAt: '',
  expiresAt: '',
  reason: '',
};

/** The create form of `/admin/coupons`: a percentage off at checkout, on the terms chosen. */
export function CouponCreateForm({
  storefronts,
}: {
  storefronts: StaffCouponListResponse['storefronts'];
}) {
  const [values, setValues] = useState({
    ...EMPTY,
    storefront: storefronts.length === 1 ? (storefronts[0]?.id ?? '') : '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<StaffCoupon | null>(null);
  // One key per coupon being created: a double submit or a retry answers the same coupon.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateCoupon();
  const plans = storefronts.find((storefront) => storefront.id === values.storefront)?.plans ?? [];
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const startsAt = instantFromLocal(values.startsAt);
    const expiresAt = instantFromLocal(values.expiresAt);
    const body = {
      code: values.code,
      storefront: values.storefront,
      description: values.description,
      percent_off: values.percentOff === '' ? Number.NaN : Number(values.percentOff),
      audience: values.audience as 'everyone' | 'new_customers',
      product_ids: values.productIds.filter((id) => plans.some((p) => p.product_id === id)),
      max_redemptions: values.maxRedemptions === '' ? null : Number(values.maxRedemptions),
      starts_at: startsAt,
      expires_at: expiresAt,
      reason: values.reason,
      idempotency_key: idempotencyKey,
    };
    const parsed = StaffCouponCreateRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOfIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (coupon) => {
        setCreated(coupon);
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
      aria-labelledby="coupon-create-heading"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="coupon-create-heading" className="text-lg font-semibold text-slate-900">
        Create a coupon
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          name="code"
          value={values.code}
          onChange={(event) => set('code')(event.target.value)}
          hint="Buyers type it at checkout; case does not matter."
          error={errors.code}
          autoComplete="off"
          required
        />
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
            setValues((current) => ({ ...current, storefront: event.target.value, productIds: [] }))
          }
          error={errors.storefront}
          required
        />
        <TextField
          label="Description buyers see"
          name="description"
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
          error={errors.description}
          className="sm:col-span-2"
          required
        />
        <TextField
          label="Percent off"
          name="percent_off"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={values.percentOff}
          onChange={(event) => set('percentOff')(event.target.value)}
          hint="Checkout discounts a whole percentage of the purchase."
          error={errors.percent_off}
          required
        />
        <SelectField
          label="Who may use it"
          name="audience"
          placeholder="Choose who may use it"
          options={AUDIENCES}
          value={values.audience}
          onChange={(event) => set('audience')(event.target.value)}
          error={errors.audience}
          required
        />
        <TextField
          label="Total uses allowed"
          name="max_redemptions"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.maxRedemptions}
          onChange={(event) => set('maxRedemptions')(event.target.value)}
          hint="Empty: unlimited."
          error={errors.max_redemptions}
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium text-slate-800">Plans it applies to</legend>
          {plans.length === 0 ? (
            <p className="text-sm text-slate-600">Choose a storefront to limit it to plans.</p>
          ) : (
            plans.map((plan) => (
              <label
                key={plan.product_id}
                className="flex items-center gap-2 text-sm text-slate-800"
              >
                <input
                  type="checkbox"
                  name="product_ids"
                  value={plan.product_id}
                  checked={values.productIds.includes(plan.product_id)}
                  onChange={(event) =>
                    setValues((current) => ({
                      ...current,
                      productIds: event.target.checked
                        ? [...current.productIds, plan.product_id]
                        : current.productIds.filter((id) => id !== plan.product_id),
                    }))
                  }
                />
                {plan.name}
              </label>
            ))
          )}
          <p className="text-sm text-slate-600">None ticked: every plan.</p>
          {errors.product_ids && (
            <p className="text-sm font-medium text-red-700">{errors.product_ids}</p>
          )}
        </fieldset>
        <TextField
          label="Starts (your local time)"
          name="starts_at"
          type="datetime-local"
          value={values.startsAt}
          onChange={(event) => set('startsAt')(event.target.value)}
          hint="Empty: at once."
          error={errors.starts_at}
        />
        <TextField
          label="Ends (your local time)"
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
      {created && <Alert tone="success">{`Coupon ${created.code} created.`}</Alert>}
      <div>
        <Button type="submit" pending={create.isPending}>
          Create coupon
        </Button>
      </div>
    </form>
  );
}
