import { SERVICE_SCOPES } from '@burrow/contract/service-api';
import {
  StaffApiKeyCreateRequestSchema,
  type StaffApiKeyCreated,
} from '@burrow/contract/staff-storefronts';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingBlock } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/staff-storefronts-api';
import { fieldErrorsOfApiError, fieldErrorsOfIssues, type FieldErrors } from '../model/form-errors';
import { staffErrorText } from '../model/staff-error-text';
import { OneTimeSecret } from './one-time-secret';
import { ReasonAction } from './reason-action';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

function NewApiKeyForm({
  storefrontId,
  onCreated,
}: {
  storefrontId: string;
  onCreated: (created: StaffApiKeyCreated) => void;
}) {
  const id = useId();
  const create = useCreateApiKey(storefrontId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // One key per filled-in form: a retry after a lost answer is refused, not a second key.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StaffApiKeyCreateRequestSchema.safeParse({
      name,
      scopes,
      reason,
      idempotency_key: idempotencyKey,
    });
    if (!parsed.success) return setErrors(fieldErrorsOfIssues(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        setScopes([]);
        setReason('');
        setIdempotencyKey(crypto.randomUUID());
        onCreated(created);
      },
      onError: (error) => setErrors(fieldErrorsOfApiError(error)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        New API key
      </h3>
      <TextField
        label="Name"
        hint="Who uses it, e.g. VPN back office."
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        {SERVICE_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) =>
                setScopes((current) =>
                  event.target.checked
                    ? [...current, scope]
                    : current.filter((item) => item !== scope),
                )
              }
            />
            <span className="font-mono">{scope}</span>
          </label>
        ))}
        {errors.scopes && (
          <p id={`${id}-scopes-error`} className="text-sm font-medium text-red-700">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      {create.isError && Object.keys(errors).length === 0 && (
        <Alert tone="error">{staffErrorText(create.error)}</Alert>
      )}
      <div>
        <Button type="submit" pending={create.isPending}>
          Create API key
        </Button>
      </div>
    </form>
  );
}

/** A storefront's service API keys: list, create (secret shown once), revoke. */
export function ApiKeysSection({ storefrontId }: { storefrontId: string }) {
  const keys = useApiKeys(storefrontId);
  const revoke = useRevokeApiKey(storefrontId);
  const [created, setCreated] = useState<StaffApiKeyCreated | null>(null);
  return (
    <section aria-labelledby="api-keys-title" className="flex flex-col gap-4">
      <h2 id="api-keys-title" className="text-xl font-semibold text-slate-900">
        API keys
      </h2>
      <p className="text-sm text-slate-700">
        Keys let the storefront&apos;s back office call the service API. Only a prefix is kept to
        tell them apart.
      </p>
      {created && (
        <OneTimeSecret
          title={`API key "${created.api_key.name}"`}
          secret={created.key}
          onDone={() => setCreated(null)}
        />
      )}
      {keys.isPending ? (
        <LoadingBlock lines={3} />
      ) : keys.isError ? (
        <Alert tone="error">{staffErrorText(keys.error)}</Alert>
      ) : keys.data.api_keys.length === 0 ? (
        <p className="text-slate-700">This storefront has no API keys yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="API keys">
          {keys.data.api_keys.map((key) => (
            <li key={key.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{key.name}</span>
                <span
                  className={
                    key.revoked_at ? 'text-sm text-red-800' : 'text-sm font-medium text-emerald-800'
                  }
                >
                  {key.revoked_at ? `Revoked ${when(key.revoked_at)}` : 'Active'}
                </span>
              </div>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium text-slate-800">Prefix</dt>
                <dd className="font-mono break-all text-slate-700">{`${key.prefix}…`}</dd>
                <dt className="font-medium text-slate-800">Scopes</dt>
                <dd className="font-mono text-slate-700">{key.scopes.join(', ')}</dd>
                <dt className="font-medium text-slate-800">Created</dt>
                <dd className="text-slate-700">{when(key.created_at)}</dd>
                <dt className="font-medium text-slate-800">Last used</dt>
                <dd className="text-slate-700">
                  {key.last_used_at ? when(key.last_used_at) : 'Never'}
                </dd>
              </dl>
              {!key.revoked_at && (
                <ReasonAction
                  label="Revoke"
                  description={`Revoke the key ${key.name} (${key.prefix}…)`}
                  pending={revoke.isPending && revoke.variables.keyId === key.id}
                  error={revoke.variables?.keyId === key.id ? revoke.error : null}
                  onConfirm={(reason) => revoke.mutate({ keyId: key.id, reason })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <NewApiKeyForm storefrontId={storefrontId} onCreated={setCreated} />
    </section>
  );
}
