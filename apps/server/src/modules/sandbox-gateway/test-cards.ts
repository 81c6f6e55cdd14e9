import type { CommonFailureReason } from '@burrow/domain/payment-failure-reasons';
import type { GatewayMessageId } from './page-messages';

/**
 * How a test card (or a saved token made from one) behaves: succeed, need 3-D Secure, or
 * fail with a reason. Stored with the token so renewals behave like the first payment.
 */
export type TestBehaviour =
  | 'succeeds'
  | 'requires_3ds'
  /** Authorises on-session, then every off-session charge (a renewal) is declined. */
  | 'succeeds_then_declines'
  | CommonFailureReason;

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: TestBehaviour;
  /** What the card does, as the hosted card page's test card list says it. */
  outcome: GatewayMessageId;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** The well-known test cards; any future expiry and any CVC of the right length work. */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    behaviour: 'succeeds',
    outcome: 'test_cards.succeeds',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    behaviour: 'payment_declined',
    outcome: 'test_cards.payment_declined',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    behaviour: 'insufficient_funds',
    outcome: 'test_cards.insufficient_funds',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    behaviour: 'requires_3ds',
    outcome: 'test_cards.requires_3ds',
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    behaviour: 'incorrect_cvc',
    outcome: 'test_cards.incorrect_cvc',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    behaviour: 'expired_card',
    outcome: 'test_cards.expired_card',
  },
  {
    number: '4100000000000019',
    brand: 'visa',
    behaviour: 'fraud_suspected',
    outcome: 'test_cards.fraud_suspected',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    behaviour: 'processing_error',
    outcome: 'test_cards.processing_error',
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    behaviour: 'succeeds_then_declines',
    outcome: 'test_cards.succeeds_then_declines',
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    behaviour: 'succeeds',
    outcome: 'test_cards.succeeds_mastercard',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    behaviour: 'succeeds',
    outcome: 'test_cards.succeeds_amex',
  },
  {
    number: '6011111111111117',
    brand: 'discover',
    behaviour: 'succeeds',
    outcome: 'test_cards.succeeds_discover',
  },
];

export const FAILURE_MESSAGES: Record<CommonFailureReason, string> = {
  payment_declined: 'The card was declined.',
  insufficient_funds: 'The card has insufficient funds.',
  sca_failed: 'The buyer failed 3-D Secure authentication.',
  incorrect_cvc: "The card's security code is incorrect.",
  expired_card: 'The card has expired.',
  fraud_suspected: 'The payment was blocked as suspected fraud.',
  processing_error: 'An error occurred while processing the card. Try again later.',
  payment_cancelled: 'The buyer cancelled the payment.',
};

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network from the number's leading digits (IIN ranges), or null if unknown. */
export function detectBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const first4 = Number(digits.slice(0, 4));
  if (first4 >= 2221 && first4 <= 2720) return 'mastercard';
  return null;
}

/** Any valid card that is not on the list succeeds, as in most PSPs' test modes. */
export function behaviourOf(digits: string): TestBehaviour {
  return TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? 'succeeds';
}
