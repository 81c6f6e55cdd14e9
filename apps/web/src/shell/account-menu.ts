import type { MessageId } from '../i18n/message-ids';

export type AccountMenuEntry =
  | { kind: 'link'; id: string; url: string; label: MessageId }
  /** Spec §2: Sign Out is a menu entry that acts rather than navigates. */
  | { kind: 'sign-out'; id: 'sign-out'; label: MessageId };

export interface AccountMenuGroup {
  id: string;
  label: MessageId;
  entries: AccountMenuEntry[];
}

/**
 * The account navigation. Spec §6 varies it by navigation type (business, trial, in-app,
 * active, expired); until those pages exist every signed-in person gets the dashboard.
 */
export function accountMenu(): AccountMenuGroup[] {
  return [
    {
      id: 'my-account',
      label: 'shell.menu.my_account',
      entries: [
        { kind: 'link', id: 'dashboard', url: '/subscriptions', label: 'shell.menu.dashboard' },
        { kind: 'sign-out', id: 'sign-out', label: 'shell.menu.sign_out' },
      ],
    },
  ];
}
