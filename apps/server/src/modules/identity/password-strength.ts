import { checkPassword, PASSWORD_WEAKNESS_MESSAGES } from '@burrow/domain/password-policy';
import { AppError } from '../../platform/errors';

/**
 * Refuses a new password the domain's policy finds weak: 422 `weak_password`, its reason by
 * `field` (the form's name for it) and as `weakness`. Sign-up, password change and password
 * reset all judge a new password here, so they can never disagree.
 */
export function requireStrongPassword(password: string, email: string, field: string): void {
  const strength = checkPassword(password, email);
  if (strength.ok) return;
  const message = PASSWORD_WEAKNESS_MESSAGES[strength.weakness];
  throw new AppError(422, 'weak_password', message, {
    fields: { [field]: message },
    weakness: strength.weakness,
  });
}
