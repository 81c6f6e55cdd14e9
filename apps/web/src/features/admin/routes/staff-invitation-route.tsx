import type { StaffInvitationAcceptResponse } from '@burrow/contract/staff-account-actions';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useAcceptInvitation } from '../api/staff-account-actions-api';
import { staffErrorText } from '../model/staff-error-text';

/** What the person must keep: shown this once, never again. */
function Secrets({ accepted }: { accepted: StaffInvitationAcceptResponse }) {
  const [saved, setSaved] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">{`Your ${accepted.staff.role} account ${accepted.staff.email} is ready.`}</Alert>
      <p className="text-slate-800">
        Add this to your authenticator app (as a setup key, or open the link on the phone). It is
        shown only now.
      </p>
      <dl className="flex flex-col gap-2 text-sm">
        <dt className="font-semibold text-slate-900">Setup key</dt>
        <dd className="font-mono break-all text-slate-800">{accepted.totp_secret}</dd>
        <dt className="font-semibold text-slate-900">Authenticator link</dt>
        <dd className="font-mono break-all text-slate-800">{accepted.otpauth_uri}</dd>
      </dl>
      <p className="text-slate-800">
        Recovery codes: each signs in once when your phone is lost. Print them or keep them in your
        password manager.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {accepted.recovery_codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <label className="flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        I saved the setup key and the recovery codes
      </label>
      {saved ? (
        <Link className="self-start text-indigo-700 underline" to="/admin">
          Sign in to the console
        </Link>
      ) : null}
    </div>
  );
}

/**
 * `/admin/invitation?token=…` (public; decision 0122): the invited person chooses a
 * password and is shown their authenticator secret and recovery codes once.
 */
function StaffInvitationRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length === 0) return setFieldError('Choose a password.');
    if (password !== repeat) return setFieldError('The two passwords are not the same.');
    setFieldError(undefined);
    accept.mutate({ token, password });
  };

  return (
    <main id="main" className="flex min-h-screen items-center bg-slate-50 px-4 py-8">
      <title>Staff invitation — Burrow</title>
      <section className="mx-auto flex w-full max-w-lg flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Join the Burrow operator console</h1>
        {!token ? (
          <Alert tone="error">
            This invitation link is incomplete. Open the link from the email again.
          </Alert>
        ) : accept.isSuccess ? (
          <Secrets accepted={accept.data} />
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <TextField
              label="Choose a password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={fieldError}
            />
            <TextField
              label="Repeat the password"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
            />
            {accept.isError && <Alert tone="error">{staffErrorText(accept.error)}</Alert>}
            <Button type="submit" pending={accept.isPending}>
              Create my account
            </Button>
          </form>
        )}
      </section>
    </main>
  );
}

export { StaffInvitationRoute as Component };
