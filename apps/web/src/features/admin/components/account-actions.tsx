import type { StaffCustomerDetail } from '@burrow/contract/staff';
import type {
  StaffDeletionResponse,
  StaffEndSessionsResponse,
} from '@burrow/contract/staff-account-actions';
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import {
  useCancelDeletion,
  useEndCustomerSessions,
  useStartDeletion,
} from '../api/staff-account-actions-api';
import { useStaffContext } from '../routes/admin-layout';
import { StaffActionDialog } from './staff-action-dialog';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/**
 * The customer page's header actions (decision 0122): end every session, start or cancel
 * the account's deletion. Each shows only with its permission; the server refuses anyway.
 */
export function AccountActions({ detail }: { detail: StaffCustomerDetail }) {
  const { permissions } = useStaffContext();
  const customerId = detail.profile.id;
  const endSessions = useEndCustomerSessions(customerId);
  const startDeletion = useStartDeletion(customerId);
  const cancelDeletion = useCancelDeletion(customerId);
  const [done, setDone] = useState<string | null>(null);

  const state = detail.profile.deletion.state;
  if (state === 'deleted') return null;
  const maySessions = permissions.includes('sessions:end');
  const mayDeletion = permissions.includes('deletion:manage');
  if (!maySessions && !mayDeletion) return null;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Account actions">
        {maySessions && (
          <StaffActionDialog
            label="End all sessions"
            title="End all sessions"
            description={`Signs the customer out on every device (${detail.sessions.count} open) and retires their unused sign-in links, as a password change does.`}
            confirmLabel="End all sessions"
            reasonRequired
            run={(reason) => endSessions.mutateAsync({ reason })}
            onDone={(result) => {
              const { ended } = result as StaffEndSessionsResponse;
              setDone(ended === 1 ? '1 session ended.' : `${ended} sessions ended.`);
            }}
          />
        )}
        {mayDeletion && state !== 'pending' && (
          <StaffActionDialog
            label="Start deletion"
            title="Start account deletion"
            description="The account is deleted when the grace period ends, as if the customer had asked: renewals stop now and they get the usual email, from which they can cancel."
            confirmLabel="Start deletion"
            reasonRequired
            run={(reason) => startDeletion.mutateAsync({ reason })}
            onDone={(result) => {
              const { deletion, changed } = result as StaffDeletionResponse;
              setDone(
                changed
                  ? `Deletion started: the account is deleted on ${day(deletion.completes_at)}.`
                  : 'A deletion was already pending.',
              );
            }}
          />
        )}
        {mayDeletion && state === 'pending' && (
          <StaffActionDialog
            label="Cancel deletion"
            title="Cancel account deletion"
            description="The account stays; renewals the deletion stopped start again and the customer gets the usual email."
            confirmLabel="Cancel deletion"
            reasonRequired
            run={(reason) => cancelDeletion.mutateAsync({ reason })}
            onDone={(result) => {
              const { changed } = result as StaffDeletionResponse;
              setDone(changed ? 'Deletion cancelled.' : 'No deletion was pending.');
            }}
          />
        )}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
    </div>
  );
}
