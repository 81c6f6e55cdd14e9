import type { NavigationUser } from './navigation-input';

/**
 * The operator's choices the navigation rules take as a parameter instead of hard-coding
 * (decision 0012). Pass a different object to change them; the rules stay the same.
 */
export interface NavigationPolicy {
  /**
   * ISO 3166-1 alpha-2 codes (uppercase) of countries we cannot take payments from. Users
   * residing there keep the VPN but are not offered purchase or billing pages.
   */
  sanctionedCountries: readonly string[];
  /** The expert programme link (docs/product.md#customer-pages: shown only when its feature switch is on). */
  expertProgramEnabled: boolean;
  /** The refer-friends programme as a whole; eligibility is decided per user on top. */
  referralProgramEnabled: boolean;
}

/**
 * The default: countries under comprehensive US/EU/UK sanctions or where card networks and
 * PayPal do not settle (Cuba, Iran, North Korea, Syria, Russia, Belarus); the expert
 * programme off until an operator runs one; referrals on.
 */
export const DEFAULT_NAVIGATION_POLICY: NavigationPolicy = {
  sanctionedCountries: ['BY', 'CU', 'IR', 'KP', 'RU', 'SY'],
  expertProgramEnabled: false,
  referralProgramEnabled: true,
};

/** Whether the user resides in a sanctioned region; an unknown country is not one. */
export function isFromSanctionedRegion(
  user: Pick<NavigationUser, 'country'>,
  policy: NavigationPolicy = DEFAULT_NAVIGATION_POLICY,
): boolean {
  if (user.country === null) return false;
  return policy.sanctionedCountries.includes(user.country.trim().toUpperCase());
}
