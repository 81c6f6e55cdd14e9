import type { OfferResponse } from '@burrow/contract/offers';
import { createPrice, createProduct } from '../../../test/offer-builders';

const entitlement = (id: string) => ({ id, name: id, type: 'product' as const });

/** The default offer in miniature: Basic and Premium, a dedicated IP and an ID alerts add-on. */
export function createCheckoutOffer(overrides: Partial<OfferResponse> = {}): OfferResponse {
  return {
    id: 'default',
    name: 'Burrow VPN plans',
    kind: 'standard',
    newCustomersOnly: false,
    products: [
      createProduct({
        id: 'vpn-basic',
        displayName: 'Burrow VPN Basic',
        tier: 'TIER_BASIC',
        entitlements: [entitlement('vpn')],
        prices: [createPrice('vpn-basic', 1, 1295), createPrice('vpn-basic', 12, 5604)],
      }),
      createProduct({
        id: 'vpn-premium',
        displayName: 'Burrow VPN Premium',
        tier: 'TIER_PREMIUM',
        entitlements: [entitlement('vpn'), entitlement('id-alerts')],
        prices: [createPrice('vpn-premium', 12, 8004)],
      }),
      createProduct({
        id: 'addon-dedicated-ip',
        displayName: 'Dedicated IP',
        kind: 'addon',
        entitlements: [entitlement('dedicated-ip')],
        prices: [
          createPrice('addon-dedicated-ip', 1, 699),
          createPrice('addon-dedicated-ip', 12, 4788),
        ],
      }),
      createProduct({
        id: 'addon-id-alerts',
        displayName: 'Identity alerts',
        kind: 'addon',
        entitlements: [entitlement('id-alerts')],
        prices: [createPrice('addon-id-alerts', 1, 399)],
      }),
    ],
    ...overrides,
  };
}
