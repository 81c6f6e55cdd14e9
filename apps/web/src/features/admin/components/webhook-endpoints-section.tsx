import {
  StaffWebhookEndpointCreateRequestSchema,
  type StaffWebhookEndpoint,
} from '@burrow/contract/staff-storefronts';
import { WEBHOOK_EVENT_TYPES } from '@burrow/contract/webhook-endpoints';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingBlock } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import {
  useCreateWebhookEndpoint,
  useRotateWebhookSecret,
  useSetWebhookEndpointEnabled,
  useWebhookEndpoints,
} from '../api/staff-storefronts-api';
import { fieldErrorsOfApiError, fieldErrorsOfIssues, type FieldErrors } from '../model/form-errors';
import { staffErrorText } from '../model/staff-error-text';
import { OneTimeSecret } from './one-time-secret';
import { ReasonAction } from './reason-action';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

interface ShownSecret {
  title: string;
  secret: string;
}

function NewEndpointForm({
  storefrontId,
  onCreated,
}: {
  storefrontId: string;
  onCreated: (secret: ShownSecret) => void;
}) {
  const id = useId();
  const create = useCreateWebhookEndpoint(storefrontId);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StaffWebhookEndpointCreateRequestSchema.safeParse({
      url,
      ...(description.trim() ? { description } : {}),
      event_types: eventTypes,
      reason,
      idempotency_key: idempotencyKey,
    });
    if (!parsed.success) return setErrors(fieldErrorsOfIssues(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setUrl('');
        setDescription('');
        setEventTypes([]);
        setReason('');
        setIdempotencyKey(crypto.randomUUID());
        onCreated({
          title: `Signing secret of ${created.endpoint.url}`,
          secret: created.secret,
        });
      },
      onError: (error) => {
        const fields = fieldErrorsOfApiError(error);
        // The server names the URL's problem as a word (`https_required`); say it in full.
        if (fields.url)
          fields.url = 'Enter an absolute https:// URL (http:// only works in demo mode).';
        setErrors(fields);
      },
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
        New webhook endpoint
      </h3>
      <TextField
        label="URL"
        type="url"
        hint="Where Burrow posts signed events, e.g. https://vpn.example.com/burrow-events."
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={errors.url}
      />
      <TextField
        label="Description (optional)"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-800">
          Events (none chosen receives every event)
        </legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={eventTypes.includes(type)}
                onChange={(event) =>
                  setEventTypes((current) =>
                    event.target.checked
                      ? [...current, type]
                      : current.filter((item) => item !== type),
                  )
                }
              />
              <span className="font-mono break-all">{type}</span>
            </label>
          ))}
        </div>
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
          Create endpoint
        </Button>
      </div>
    </form>
  );
}

function EndpointItem({
  storefrontId,
  endpoint,
  onSecret,
}: {
  storefrontId: string;
  endpoint: StaffWebhookEndpoint;
  onSecret: (secret: ShownSecret) => void;
}) {
  const toggle = useSetWebhookEndpointEnabled(storefrontId);
  const rotate = useRotateWebhookSecret(storefrontId);
  const [rotations, setRotations] = useState(0);
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-mono font-semibold break-all text-slate-900">{endpoint.url}</span>
        <span
          className={
            endpoint.enabled ? 'text-sm font-medium text-emerald-800' : 'text-sm text-red-800'
          }
        >
          {endpoint.enabled ? 'Enabled' : `Disabled: ${endpoint.disabled_reason ?? ''}`}
        </span>
      </div>
      {endpoint.description && <p className="text-sm text-slate-700">{endpoint.description}</p>}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-800">Events</dt>
        <dd className="font-mono break-all text-slate-700">
          {endpoint.event_types.length > 0 ? endpoint.event_types.join(', ') : 'Every event'}
        </dd>
        <dt className="font-medium text-slate-800">Failed attempts (24 h)</dt>
        <dd className={endpoint.recent_failures > 0 ? 'text-red-800' : 'text-slate-700'}>
          {endpoint.recent_failures > 0
            ? `${endpoint.recent_failures}, last ${when(endpoint.last_failure_at)}`
            : 'None'}
        </dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ReasonAction
          key={`toggle-${String(endpoint.enabled)}`}
          label={endpoint.enabled ? 'Disable' : 'Enable'}
          description={`${endpoint.enabled ? 'Disable' : 'Enable'} the endpoint ${endpoint.url}`}
          pending={toggle.isPending}
          error={toggle.error}
          onConfirm={(reason) =>
            toggle.mutate({ endpointId: endpoint.id, enabled: !endpoint.enabled, reason })
          }
        />
        <ReasonAction
          key={`rotate-${rotations}`}
          label="Rotate secret"
          description={`Make a new signing secret for ${endpoint.url}: the old one stops at once`}
          pending={rotate.isPending}
          error={rotate.error}
          onConfirm={(reason) =>
            rotate.mutate(
              { endpointId: endpoint.id, reason, idempotencyKey: crypto.randomUUID() },
              {
                onSuccess: (rotated) => {
                  setRotations((count) => count + 1);
                  onSecret({
                    title: `New signing secret of ${endpoint.url}`,
                    secret: rotated.secret,
                  });
                },
              },
            )
          }
        />
      </div>
    </li>
  );
}

/** A storefront's webhook endpoints: list with failures, create, disable/enable, rotate. */
export function WebhookEndpointsSection({ storefrontId }: { storefrontId: string }) {
  const endpoints = useWebhookEndpoints(storefrontId);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  return (
    <section aria-labelledby="webhooks-title" className="flex flex-col gap-4">
      <h2 id="webhooks-title" className="text-xl font-semibold text-slate-900">
        Webhook endpoints
      </h2>
      {secret && (
        <OneTimeSecret title={secret.title} secret={secret.secret} onDone={() => setSecret(null)} />
      )}
      {endpoints.isPending ? (
        <LoadingBlock lines={3} />
      ) : endpoints.isError ? (
        <Alert tone="error">{staffErrorText(endpoints.error)}</Alert>
      ) : endpoints.data.endpoints.length === 0 ? (
        <p className="text-slate-700">This storefront sends no webhooks yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Webhook endpoints">
          {endpoints.data.endpoints.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              storefrontId={storefrontId}
              endpoint={endpoint}
              onSecret={setSecret}
            />
          ))}
        </ul>
      )}
      <NewEndpointForm storefrontId={storefrontId} onCreated={setSecret} />
    </section>
  );
}
