import type { DnsSettings } from '@burrow/contract/dns-settings';
import { checkPublicIpAddress } from '@burrow/domain/ip-address';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessageId } from '../../../i18n/error-messages';
import type { MessageId } from '../../../i18n/message-ids';
import { useAuthorizeIp } from '../api/authorize-ip';
import { IP_PROBLEM_MESSAGES, refusedFieldMessage } from './problem-messages';
import { Section } from './section';

/** The registered address, the address this browser is on, and a form to register another. */
export function AuthorizedIpSection({ settings }: { settings: DnsSettings }) {
  const intl = useIntl();
  const authorize = useAuthorizeIp();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<MessageId | null>(null);
  const [generalError, setGeneralError] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const registered = settings.authorized_ip;
  const current = settings.current_ip;

  const register = (address: string) => {
    setSaved(null);
    setGeneralError(null);
    const check = checkPublicIpAddress(address);
    if (!check.ok) {
      setFieldError(IP_PROBLEM_MESSAGES[check.problem]);
      return;
    }
    setFieldError(null);
    authorize.mutate(check.address, {
      onSuccess: (answer) => {
        setSaved(answer.authorized_ip?.address ?? check.address);
        setTyped('');
      },
      onError: (error) => {
        const message = refusedFieldMessage(
          error,
          'invalid_ip_address',
          IP_PROBLEM_MESSAGES,
          'errors.invalid_ip_address',
        );
        if (message) setFieldError(message);
        else setGeneralError(error);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register(typed);
  };

  return (
    <Section id="dns-ip" title={intl.formatMessage({ id: 'dns_settings.ip.title' })}>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'dns_settings.ip.intro' })}
      </p>
      {registered ? (
        <p className="text-slate-900">
          {intl.formatMessage(
            { id: 'dns_settings.ip.registered' },
            {
              address: <strong className="font-mono font-semibold">{registered.address}</strong>,
              date: intl.formatDate(registered.authorized_at, { dateStyle: 'long' }),
            },
          )}
        </p>
      ) : (
        <p className="text-slate-700">{intl.formatMessage({ id: 'dns_settings.ip.none' })}</p>
      )}
      {saved && (
        <Alert tone="success">
          {intl.formatMessage({ id: 'dns_settings.ip.saved' }, { address: saved })}
        </Alert>
      )}
      {generalError !== null && (
        <Alert tone="error">{intl.formatMessage({ id: errorMessageId(generalError) })}</Alert>
      )}
      {current &&
        (current.registrable ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700">
              {intl.formatMessage(
                { id: 'dns_settings.ip.current' },
                { address: <span className="font-mono">{current.address}</span> },
              )}
            </p>
            {registered?.address !== current.address && (
              <Button
                variant="secondary"
                pending={authorize.isPending && authorize.variables === current.address}
                disabled={authorize.isPending}
                onClick={() => register(current.address)}
              >
                {intl.formatMessage({ id: 'dns_settings.ip.register_current' })}
              </Button>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            {intl.formatMessage(
              { id: 'dns_settings.ip.current_not_public' },
              { address: <span className="font-mono">{current.address}</span> },
            )}
          </p>
        ))}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <TextField
          label={intl.formatMessage({ id: 'dns_settings.ip.label' })}
          hint={intl.formatMessage({ id: 'dns_settings.ip.hint' })}
          error={fieldError ? intl.formatMessage({ id: fieldError }) : undefined}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          className="min-w-64 flex-1"
        />
        <Button type="submit" pending={authorize.isPending} className="sm:mt-7">
          {intl.formatMessage({
            id: authorize.isPending ? 'dns_settings.ip.submitting' : 'dns_settings.ip.submit',
          })}
        </Button>
      </form>
    </Section>
  );
}
