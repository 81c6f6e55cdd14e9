import type { StaffAccountListItem } from '@burrow/contract/staff-account-actions';
import { STAFF_ROLES, type StaffRole } from '@burrow/domain/staff-permissions';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { LoadingBlock } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { useDisableStaff, useInviteStaff, useStaffList } from '../api/staff-account-actions-api';
import { StaffActionDialog } from '../components/staff-action-dialog';
import { mayOpen } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : 'Never');
const cell = 'px-3 py-2 text-slate-800';

function InviteForm() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; role?: string }>({});
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: { email?: string; role?: string } = {};
    if (!email.includes('@')) errors.email = 'Enter the person’s email address.';
    if (!role) errors.role = 'Choose a role.';
    setFieldErrors(errors);
    if (errors.email || errors.role || !role) return;
    setSent(null);
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          setSent(
            `Invitation sent to ${invitation.email}; the link works until ${when(invitation.expires_at)} UTC.`,
          );
          setEmail('');
          setRole('');
        },
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
      onSubmit={submit}
      noValidate
      aria-label="Invite a colleague"
    >
      <h2 className="text-lg font-semibold text-slate-900">Invite a colleague</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <SelectField
          label="Role"
          placeholder="Choose a role"
          options={STAFF_ROLES.map((code) => ({ code, name: code }))}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole | '')}
          error={fieldErrors.role}
        />
      </div>
      {invite.isError && <Alert tone="error">{staffErrorText(invite.error)}</Alert>}
      {sent && <Alert tone="success">{sent}</Alert>}
      <Button type="submit" className="self-start" pending={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}

function DisableButton({ account }: { account: StaffAccountListItem }) {
  const disable = useDisableStaff();
  return (
    <StaffActionDialog
      label="Disable"
      title={`Disable ${account.email}`}
      description="Their sessions end at once and they cannot sign in again. Their audit entries stay theirs."
      confirmLabel="Disable account"
      reasonRequired
      run={(reason) => disable.mutateAsync({ staffId: account.id, body: { reason } })}
    />
  );
}

function StaffList() {
  const me = useStaffContext();
  const list = useStaffList();
  if (list.isPending) return <LoadingBlock lines={4} />;
  if (list.isError)
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="error">{staffErrorText(list.error)}</Alert>
        <Button variant="secondary" className="self-start" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  const { staff, pending_invitations: invitations } = list.data;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Staff accounts" className="flex flex-col gap-2 overflow-x-auto">
        <h2 className="text-lg font-semibold text-slate-900">Staff accounts</h2>
        {staff.length === 0 ? (
          <p className="text-slate-700">No staff accounts.</p>
        ) : (
          <table className="w-full border-collapse overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm">
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                {['Email', 'Role', 'Status', 'Last sign-in (UTC)', 'Actions'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {staff.map((account) => (
                <tr key={account.id} className="border-t border-slate-200 align-top">
                  <td className={cell}>{account.email}</td>
                  <td className={cell}>{account.role}</td>
                  <td className={cell}>{account.status === 'active' ? 'Active' : 'Disabled'}</td>
                  <td className={cell}>{when(account.last_sign_in_at)}</td>
                  <td className={cell}>
                    {account.status === 'active' && account.id !== me.staff.id && (
                      <DisableButton account={account} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-label="Open invitations" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Open invitations</h2>
        {invitations.length === 0 ? (
          <p className="text-slate-700">No invitations waiting.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-slate-800">
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                {`${invitation.email} (${invitation.role}), until ${when(invitation.expires_at)} UTC`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** `/admin/staff`: staff accounts, invitations and disabling (admins; decision 0122). */
function StaffManagementRoute() {
  const me = useStaffContext();
  return (
    <section className="flex flex-col gap-6">
      <title>Staff — Burrow operator console</title>
      <h1 className="text-2xl font-bold text-slate-900">Staff</h1>
      {mayOpen('/admin/staff', me.permissions) ? (
        <>
          <InviteForm />
          <StaffList />
        </>
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { StaffManagementRoute as Component };
