import { renderEmail, type LinkEmailKind, type RenderedEmail } from '../notifications/emails';
import { TOKEN_LIFETIME_MS, type TokenPurpose } from './one-time-tokens';

/** The emails that carry a single-use link, and the purpose of the token each carries. */
const LINK_PURPOSES = {
  sign_in_link: 'sign_in',
  verify_signup: 'verify_signup',
  account_exists: 'sign_in',
  confirm_email_change: 'change_email',
  password_reset: 'reset_password',
} as const satisfies Record<LinkEmailKind, TokenPurpose>;

/**
 * The template `emailLink` fills with a link: the email in the recipient's language
 * (`users.locale`), stating how long its token lives.
 */
export function linkEmail(
  locale: string,
  kind: keyof typeof LINK_PURPOSES,
): (url: string) => RenderedEmail {
  const validForMs = TOKEN_LIFETIME_MS[LINK_PURPOSES[kind]];
  return (url) => renderEmail(locale, { kind, link: url, validForMs });
}
