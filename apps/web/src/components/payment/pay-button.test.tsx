import type { PaymentMethodType } from '@burrow/contract/checkout';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayButton } from './pay-button';

function renderPayButton(method: PaymentMethodType) {
  render(
    <PayButton method={method} onClick={() => {}} pending={false}>
      Pay $56.04
    </PayButton>,
  );
  return screen.getByRole('button', { name: 'Pay $56.04' });
}

describe('the pay button dressed as the chosen method (docs/product.md#paying button defaults)', () => {
  it('is PayPal gold and pill-shaped, 55 px high', () => {
    const button = renderPayButton('paypal');
    expect(button).toHaveClass('rounded-full', 'bg-[#ffc439]');
    expect(button).toHaveStyle({ height: '55px' });
  });

  it('is black and 60 px high for Apple Pay', () => {
    const button = renderPayButton('apple_pay');
    expect(button).toHaveClass('bg-black', 'text-white');
    expect(button).toHaveStyle({ height: '60px' });
  });

  it('is black at the usual height for Google Pay', () => {
    const button = renderPayButton('google_pay');
    expect(button).toHaveClass('bg-black', 'text-white');
    expect(button.style.height).toBe('');
  });

  it('is our own button for a card', () => {
    const button = renderPayButton('card');
    expect(button).toHaveClass('bg-indigo-700', 'rounded-lg');
    expect(button).not.toHaveClass('rounded-full');
    expect(button.style.height).toBe('');
  });
});
