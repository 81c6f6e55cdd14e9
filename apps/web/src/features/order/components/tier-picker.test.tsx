import { amountOf } from '@burrow/domain/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { createProduct } from '../../../test/offer-builders';
import type { TierOption } from '../model/plan-catalogue';
import { TierPicker } from './tier-picker';

function option(
  id: string,
  displayName: string,
  maxDevices: number | null,
  fromCents: number | null = null,
): TierOption {
  return {
    product: createProduct({ id, displayName, maxDevices }),
    plans: [],
    recommendedMonths: null,
    fromPerMonth: fromCents === null ? null : amountOf(fromCents, 'USD'),
  };
}

function renderTiers(tiers: TierOption[]) {
  return renderRoute({
    at: '/order',
    routes: [
      {
        path: '/order',
        element: (
          <TierPicker tiers={tiers} selectedId={tiers[0]?.product.id ?? ''} onSelect={() => {}} />
        ),
      },
    ],
  });
}

const cardOf = (name: string) => {
  const card = screen.getByRole('radio', { name }).closest('label');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

describe('the order page’s tier cards', () => {
  it('say how many devices each plan connects, as the catalogue gives it', async () => {
    renderTiers([
      option('vpn-basic', 'Burrow Basic', 5),
      option('vpn-vip', 'Burrow VIP', 8),
      option('vpn-premium', 'Burrow Premium', 10),
    ]);
    await screen.findAllByRole('radio');
    expect(cardOf('Burrow Basic').getByText('Up to 5 devices')).toBeInTheDocument();
    expect(cardOf('Burrow VIP').getByText('Up to 8 devices')).toBeInTheDocument();
    expect(cardOf('Burrow Premium').getByText('Up to 10 devices')).toBeInTheDocument();
    // Read by the radio's description, with the plan's other details.
    expect(screen.getByRole('radio', { name: 'Burrow VIP' })).toHaveAccessibleDescription(
      /Up to 8 devices/,
    );
  });

  it('writes one device in the singular and says nothing when the catalogue has no limit', async () => {
    renderTiers([option('vpn-solo', 'Burrow Solo', 1), option('vpn-other', 'Burrow Other', null)]);
    await screen.findAllByRole('radio');
    expect(cardOf('Burrow Solo').getByText('Up to 1 device')).toBeInTheDocument();
    expect(cardOf('Burrow Other').queryByText(/Up to/)).not.toBeInTheDocument();
  });

  it('give each tier its lowest monthly price, so a phone sees prices on its first screen', async () => {
    renderTiers([option('vpn-basic', 'Burrow Basic', 5, 339), option('vpn-other', 'Other', 5)]);
    await screen.findAllByRole('radio');
    expect(cardOf('Burrow Basic').getByText('From $3.39 per month')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Burrow Basic' })).toHaveAccessibleDescription(
      /From \$3\.39 per month/,
    );
    expect(cardOf('Other').queryByText(/^From/)).not.toBeInTheDocument();
  });
});
