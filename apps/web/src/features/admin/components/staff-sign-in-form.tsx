import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useStaffSignIn } from '../api/staff-api';
import { staffErrorText } from '../model/staff-error-text';

/**
 * Email, password and the authenticator's six digits; "Use a recovery code" swaps the last
 * field for one of the printed codes, for a lost phone.
 */
export function StaffSignInForm() {
  const signIn = useStaffSignIn();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const code = text('code').trim();
    signIn.mutate({
      email: text('email'),
      password: text('password'),
      ...(useRecoveryCode ? { recovery_code: code } : { totp_code: code }),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto flex w-full max-w-sm flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h1 className="text-xl font-bold text-slate-900">Staff sign-in</h1>
      {signIn.isError && <Alert tone="error">{staffErrorText(signIn.error)}</Alert>}
      <TextField label="Email" name="email" type="email" autoComplete="username" required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {useRecoveryCode ? (
        <TextField
          key="recovery"
          label="Recovery code"
          name="code"
          autoComplete="off"
          hint="One of the codes you were given with the account. Each works once."
          required
        />
      ) : (
        <TextField
          key="totp"
          label="Authenticator code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          hint="The six digits your authenticator app shows for Burrow staff."
          required
        />
      )}
      <Button type="submit" pending={signIn.isPending}>
        Sign in
      </Button>
      <button
        type="button"
        className="self-start text-sm font-medium text-indigo-700 underline"
        onClick={() => setUseRecoveryCode((on) => !on)}
      >
        {useRecoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
      </button>
    </form>
  );
}
