import { loginPathFor } from '../../../lib/safe-redirect';

/** Sign-in that comes back to this page with the code filled in, ready to redeem. */
export function signInToRedeemPath(code: string): string {
  return loginPathFor(`/gift?code=${encodeURIComponent(code)}`);
}
