/**
 * Stripe's test cards (https://docs.stripe.com/testing) and what each does. The same behaviour
 * applies whether a card arrives as a test PaymentMethod id (`pm_card_visa`, as server code
 * uses them) or as a typed card number (as a buyer types them into the payment form).
 */
export interface CardDecline {
  /** The error's `code`: `card_declined`, or the specific card error. */
  code: string;
  declineCode: string;
  message: string;
  /** The card field the error points at, when it is one. */
  param?: string;
}

/** What paying with a method does, whatever its kind. */
export interface PaymentBehaviour {
  /** What a charge does once any authentication is done. */
  decline: CardDecline | null;
  /**
   * 3-D Secure: `always` on every payment (4000002760003184: and every off-session payment
   * declines with `authentication_required`); `until_set_up` on payments until the card was
   * authenticated while being saved for off-session use (4000002500003155); `none`.
   */
  authentication: 'always' | 'until_set_up' | 'none';
  /** Whether saving the card to a customer runs the same check and declines (0341 does not). */
  declinesOnAttach: boolean;
  /** Refunds start `succeeded`, then the bank returns them (`refund.failed`), as 5126's do. */
  refundsFail?: boolean;
}

export interface TestCard extends PaymentBehaviour {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  funding: 'credit' | 'debit';
  country: string;
}

/**
 * PayPal through Stripe: the buyer approves each payment on PayPal's page (a redirect) until
 * the method was saved for later (`setup_future_usage`); then off-session payments succeed.
 */
export const PAYPAL_BEHAVIOUR: PaymentBehaviour = {
  decline: null,
  authentication: 'until_set_up',
  declinesOnAttach: false,
};

const GENERIC_DECLINE: CardDecline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

export const AUTHENTICATION_REQUIRED_DECLINE: CardDecline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

function card(
  number: string,
  brand: TestCard['brand'],
  overrides: Partial<Omit<TestCard, 'number' | 'brand'>> = {},
): TestCard {
  return {
    number,
    brand,
    funding: 'credit',
    country: 'US',
    decline: null,
    authentication: 'none',
    declinesOnAttach: overrides.decline !== undefined && overrides.decline !== null,
    ...overrides,
  };
}

/** Every test card the fake knows, by number. */
export const TEST_CARDS: readonly TestCard[] = [
  card('4242424242424242', 'visa'),
  card('4000056655665556', 'visa', { funding: 'debit' }),
  card('5555555555554444', 'mastercard'),
  card('378282246310005', 'amex'),
  card('4000000000000002', 'visa', { decline: GENERIC_DECLINE }),
  card('4000000000009995', 'visa', {
    decline: {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  }),
  card('4100000000000019', 'visa', {
    decline: {
      code: 'card_declined',
      declineCode: 'fraudulent',
      message: 'Your card was declined.',
    },
  }),
  card('4000000000000127', 'visa', {
    decline: {
      code: 'incorrect_cvc',
      declineCode: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
      param: 'cvc',
    },
  }),
  card('4000000000000069', 'visa', {
    decline: {
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
      param: 'exp_month',
    },
  }),
  card('4000000000000119', 'visa', {
    decline: {
      code: 'processing_error',
      declineCode: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  }),
  card('4000000000000341', 'visa', { decline: GENERIC_DECLINE, declinesOnAttach: false }),
  card('4000000000005126', 'visa', { refundsFail: true }),
  card('4000002760003184', 'visa', { authentication: 'always' }),
  card('4000002500003155', 'visa', { authentication: 'until_set_up' }),
  card('4000008260003178', 'visa', {
    authentication: 'always',
    decline: {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
    declinesOnAttach: false,
  }),
];

/** Stripe's test PaymentMethod ids and the card each stands for. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedFraudulent: '4100000000000019',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_refundFail: '4000000000005126',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000002760003184',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: '4000008260003178',
};

/** The behaviour of a card number; any other Luhn-valid number behaves as a plain Visa. */
export function testCardOf(number: string): TestCard {
  const known = TEST_CARDS.find((c) => c.number === number);
  if (known) return known;
  const brand: TestCard['brand'] = number.startsWith('5')
    ? 'mastercard'
    : number.startsWith('3')
      ? 'amex'
      : 'visa';
  return card(number, brand);
}

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
