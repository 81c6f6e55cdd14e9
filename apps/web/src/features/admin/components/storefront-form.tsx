import { ApiError } from '@burrow/contract/client';
import {
  STOREFRONT_CURRENCIES,
  StorefrontCreateRequestSchema,
  StorefrontUpdateRequestSchema,
  type Storefront,
} from '@burrow/contract/staff-storefronts';
import { LANGUAGES } from '@burrow/domain/locales';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useCreateStorefront, useUpdateStorefront } from '../api/staff-storefronts-api';
import { fieldErrorsOfApiError, fieldErrorsOfIssues, type FieldErrors } from '../model/form-errors';
import { staffErrorText } from '../model/staff-error-text';

const CURRENCY_OPTIONS = STOREFRONT_CURRENCIES.map((code) => ({ code, name: code }));
const LOCALE_OPTIONS = LANGUAGES.map((language) => ({
  code: language.code,
  name: `${language.name} (${language.code})`,
}));

interface Values {
  slug: string;
  name: string;
  hosts: string;
  default_currency: string;
  default_locale: string;
  legal_name: string;
  address: string;
  tax_id: string;
  support_email: string;
  reason: string;
}

function valuesOf(storefront: Storefront | undefined): Values {
  return {
    slug: storefront?.id ?? '',
    name: storefront?.name ?? '',
    hosts: storefront?.hosts.join(', ') ?? '',
    default_currency: storefront?.default_currency ?? 'USD',
    default_locale: storefront?.default_locale ?? 'en',
    legal_name: storefront?.legal_name ?? '',
    address: storefront?.address ?? '',
    tax_id: storefront?.tax_id ?? '',
    support_email: storefront?.support_email ?? '',
    reason: '',
  };
}

/** Hosts are typed as a list separated by commas, spaces or new lines. */
function hostList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((host) => host.trim())
    .filter(Boolean);
}

/** Where a refusal of the server belongs: next to the field it is about. */
function conflictErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'storefront_exists') return { slug: staffErrorText(error) };
  if (error.code === 'storefront_host_taken') {
    const hosts = (error.details as { hosts?: string[] } | undefined)?.hosts ?? [];
    return {
      hosts:
        hosts.length > 0
          ? `Another storefront already answers on ${hosts.join(', ')}.`
          : staffErrorText(error),
    };
  }
  return fieldErrorsOfApiError(error);
}

interface StorefrontFormProps {
  /** The storefront to change; absent makes a new one. */
  storefront?: Storefront;
  onDone: (storefront: Storefront) => void;
  onCancel: () => void;
}

/**
 * Creates or changes a storefront. Checked here with the contract's rules before sending;
 * whatever the server refuses is shown next to its field, and nothing typed is lost.
 */
export function StorefrontForm({ storefront, onDone, onCancel }: StorefrontFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(storefront));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateStorefront();
  const update = useUpdateStorefront();
  const mutation = storefront ? update : create;
  const editing = storefront !== undefined;

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = {
      name: values.name,
      hosts: hostList(values.hosts),
      default_currency: values.default_currency,
      default_locale: values.default_locale,
      legal_name: values.legal_name,
      address: values.address,
      tax_id: values.tax_id,
      support_email: values.support_email,
    };
    const onError = (error: unknown) => setErrors(conflictErrors(error));
    if (storefront) {
      const parsed = StorefrontUpdateRequestSchema.safeParse({ ...common, reason: values.reason });
      if (!parsed.success) return setErrors(fieldErrorsOfIssues(parsed.error.issues));
      setErrors({});
      update.mutate(
        { storefrontId: storefront.id, body: parsed.data },
        { onSuccess: onDone, onError },
      );
      return;
    }
    const parsed = StorefrontCreateRequestSchema.safeParse({
      ...common,
      slug: values.slug,
      ...(values.reason.trim() ? { reason: values.reason } : {}),
    });
    if (!parsed.success) return setErrors(fieldErrorsOfIssues(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onDone, onError });
  };

  const fieldErrorShown = Object.keys(errors).length > 0;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={editing ? `Edit storefront ${storefront.id}` : 'New storefront'}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {editing ? `Edit ${storefront.name}` : 'New storefront'}
      </h2>
      {!editing && (
        <p className="text-sm text-slate-700">
          A new storefront starts with a copy of the Burrow catalogue (plans, prices and offers) and
          numbers its invoices on its own.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {!editing && (
          <TextField
            label="Slug"
            hint="Its id everywhere, never changed: lower-case letters, digits and dashes."
            value={values.slug}
            onChange={set('slug')}
            error={errors.slug}
            autoComplete="off"
          />
        )}
        <TextField label="Name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField
          label="Hosts"
          hint="The host names it answers on, separated by commas, e.g. shop.example.com."
          value={values.hosts}
          onChange={set('hosts')}
          error={errors.hosts}
          autoComplete="off"
        />
        <SelectField
          label="Default currency"
          placeholder="Choose a currency"
          options={CURRENCY_OPTIONS}
          value={values.default_currency}
          onChange={set('default_currency')}
          error={errors.default_currency}
        />
        <SelectField
          label="Default language"
          placeholder="Choose a language"
          options={LOCALE_OPTIONS}
          value={values.default_locale}
          onChange={set('default_locale')}
          error={errors.default_locale}
        />
        <TextField
          label="Legal name (on invoices)"
          value={values.legal_name}
          onChange={set('legal_name')}
          error={errors.legal_name}
        />
        <TextField
          label="Address (on invoices)"
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
        <TextField
          label="Tax id (optional)"
          value={values.tax_id}
          onChange={set('tax_id')}
          error={errors.tax_id}
        />
        <TextField
          label="Support email"
          type="email"
          hint="Printed on invoices; told when webhooks keep failing."
          value={values.support_email}
          onChange={set('support_email')}
          error={errors.support_email}
        />
        <TextField
          label={editing ? 'Reason for the change' : 'Reason (optional)'}
          value={values.reason}
          onChange={set('reason')}
          error={errors.reason}
        />
      </div>
      {fieldErrorShown && (
        <Alert tone="error">Some fields need attention: see the messages next to them.</Alert>
      )}
      {mutation.isError && !fieldErrorShown && (
        <Alert tone="error">{staffErrorText(mutation.error)}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={mutation.isPending}>
          {editing ? 'Save changes' : 'Create storefront'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
