import type { DnsSettings } from '@burrow/contract/dns-settings';
import { checkHostname } from '@burrow/domain/dns-hostname';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { useSetHostname } from '../api/set-hostname';
import { HOSTNAME_PROBLEM_MESSAGES, refusedFieldMessage } from './problem-messages';
import { Section } from './section';

type Outcome = { kind: 'saved'; hostname: string } | { kind: 'removed' } | null;

/** The dynamic-DNS hostname: set, change or remove it. */
export function HostnameSection({ settings }: { settings: DnsSettings }) {
  const intl = useIntl();
  const save = useSetHostname();
  const current = settings.hostname?.hostname ?? null;
  const [typed, setTyped] = useState(current ?? '');
  const [fieldError, setFieldError] = useState<MessageId | null>(null);
  const [generalError, setGeneralError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const removing = save.isPending && save.variables === null;

  const send = (hostname: string | null) => {
    setOutcome(null);
    setGeneralError(null);
    save.mutate(hostname, {
      onSuccess: (answer) => {
        const stored = answer.hostname?.hostname ?? null;
        setTyped(stored ?? '');
        setOutcome(stored ? { kind: 'saved', hostname: stored } : { kind: 'removed' });
      },
      onError: (error) => {
        const message = refusedFieldMessage(
          error,
          'invalid_hostname',
          HOSTNAME_PROBLEM_MESSAGES,
          'errors.invalid_hostname',
        );
        if (message) setFieldError(message);
        else setGeneralError(error);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkHostname(typed);
    if (!check.ok) {
      setOutcome(null);
      setFieldError(HOSTNAME_PROBLEM_MESSAGES[check.problem]);
      return;
    }
    setFieldError(null);
    send(check.hostname);
  };

  return (
    <Section id="dns-hostname" title={intl.formatMessage({ id: 'dns_settings.hostname.title' })}>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'dns_settings.hostname.intro' })}
      </p>
      <p className={current ? 'text-slate-900' : 'text-slate-700'}>
        {current
          ? intl.formatMessage(
              { id: 'dns_settings.hostname.registered' },
              { hostname: <strong className="font-mono font-semibold">{current}</strong> },
            )
          : intl.formatMessage({ id: 'dns_settings.hostname.none' })}
      </p>
      {outcome && (
        <Alert tone="success">
          {outcome.kind === 'saved'
            ? intl.formatMessage(
                { id: 'dns_settings.hostname.saved' },
                { hostname: outcome.hostname },
              )
            : intl.formatMessage({ id: 'dns_settings.hostname.removed' })}
        </Alert>
      )}
      {generalError !== null && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(generalError) })}</Alert>
      )}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <TextField
          label={intl.formatMessage({ id: 'dns_settings.hostname.label' })}
          hint={intl.formatMessage({ id: 'dns_settings.hostname.hint' })}
          error={fieldError ? intl.formatMessage({ id: fieldError }) : undefined}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(null);
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="min-w-64 flex-1"
        />
        <div className="flex gap-3 sm:mt-7">
          <Button type="submit" pending={save.isPending && !removing} disabled={save.isPending}>
            {intl.formatMessage({
              id:
                save.isPending && !removing
                  ? 'dns_settings.hostname.submitting'
                  : 'dns_settings.hostname.submit',
            })}
          </Button>
          {current && (
            <Button
              variant="secondary"
              pending={removing}
              disabled={save.isPending}
              onClick={() => send(null)}
            >
              {intl.formatMessage({
                id: removing ? 'dns_settings.hostname.removing' : 'dns_settings.hostname.remove',
              })}
            </Button>
          )}
        </div>
      </form>
    </Section>
  );
}
