import { renderEmail, type LinkEmailKind, type RenderedEmail } from '../notifications/emails';
import { TOKEN_LIFETIME_MS, type TokenPurpose } from './one-time-tokens';

/** The emails that carry a single-use link, and the purpose of the token each carries. */
const LINK_PURPOSES = {
  sign_in_link: 'sign_in',
  verify_signup: 'verify_signup',
  account_exists: 'sign_in',
  confirm_email_change: 'change_email',
  password_reset: 'reset_password',
  // An invitation proves the address like a confirmation does, and lives as long.
  seat_invite: 'verify_signup',
} as const satisfies Record<LinkEmailKind, TokenPurpose>;

/**
 * The template `emailLink` fills with a link: the email in the recipient's language
 * (`users.locale`), stating how long its token lives.
 */
export function linkEmail(
  locale: string,
  kind: Exclude<keyof typeof LINK_PURPOSES, 'seat_invite'>,
): (url: string) => RenderedEmail {
  const validForMs = TOKEN_LIFETIME_MS[LINK_PURPOSES[kind]];
  return (url) => renderEmail(locale, { kind, link: url, validForMs });
}

/** The invitation to a business seat's holder, with who gave the seat and on which plan. */
export function seatInviteEmail(
  locale: string,
  facts: { inviter: string; planName: string },
): (url: string) => RenderedEmail {
  const validForMs = TOKEN_LIFETIME_MS[LINK_PURPOSES.seat_invite];
  return (url) => renderEmail(locale, { kind: 'seat_invite', link: url, validForMs, ...facts });
}
