/** The emails identity sends; plain text so every client shows them and links stay visible. */
export function signInLinkEmail(link: string): { subject: string; text: string } {
  return {
    subject: 'Your Burrow sign-in link',
    text: [
      'Hello,',
      '',
      'Use this link to sign in to your Burrow account. It works once and expires in 10 minutes:',
      '',
      link,
      '',
      'If you did not ask to sign in, you can ignore this email: nobody can sign in without the link.',
    ].join('\n'),
  };
}

export function verifySignupEmail(link: string): { subject: string; text: string } {
  return {
    subject: 'Confirm your email to finish creating your Burrow account',
    text: [
      'Welcome to Burrow!',
      '',
      'Confirm your email address to finish creating your account. This link works once and expires in 24 hours:',
      '',
      link,
      '',
      'If you did not create a Burrow account, ignore this email and no account will be activated.',
    ].join('\n'),
  };
}

export function accountExistsEmail(link: string): { subject: string; text: string } {
  return {
    subject: 'You already have a Burrow account',
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) tried to create a Burrow account with this email address, but you already have one.',
      'Use this link to sign in. It works once and expires in 10 minutes:',
      '',
      link,
      '',
      'If this was not you, no action is needed: your account and password are unchanged.',
    ].join('\n'),
  };
}

export interface ReceiptDetails {
  planName: string;
  invoiceNumber: string;
  /** Already formatted for the buyer, e.g. "$99.95". */
  total: string;
  renewsOn: string | null;
  signInUrl: string;
}

export function purchaseReceiptEmail(receipt: ReceiptDetails): { subject: string; text: string } {
  return {
    subject: `Your Burrow receipt ${receipt.invoiceNumber}`,
    text: [
      'Thank you for choosing Burrow!',
      '',
      `Plan: ${receipt.planName}`,
      `Invoice: ${receipt.invoiceNumber}`,
      `Paid: ${receipt.total}`,
      receipt.renewsOn
        ? `Renews on: ${receipt.renewsOn} (you can turn automatic renewal off any time)`
        : 'This plan does not renew automatically.',
      '',
      'Set up your devices and manage your subscription in your account:',
      receipt.signInUrl,
      '',
      'You are covered by our 30-day money-back guarantee.',
    ].join('\n'),
  };
}

export function renewalReceiptEmail(details: {
  planName: string;
  invoiceNumber: string;
  total: string;
  nextRenewal: string;
  accountUrl: string;
}): { subject: string; text: string } {
  return {
    subject: `Your Burrow subscription renewed — receipt ${details.invoiceNumber}`,
    text: [
      `Your ${details.planName} subscription has renewed. Thank you for staying with Burrow!`,
      '',
      `Invoice: ${details.invoiceNumber}`,
      `Paid: ${details.total}`,
      `Next renewal: ${details.nextRenewal}`,
      '',
      `Manage automatic renewal and invoices in your account: ${details.accountUrl}`,
    ].join('\n'),
  };
}

export function renewalFailedEmail(details: {
  planName: string;
  nextRetry: string | null;
  updatePaymentUrl: string;
}): { subject: string; text: string } {
  return {
    subject: 'We could not renew your Burrow subscription',
    text: [
      `The payment for your ${details.planName} subscription did not go through.`,
      'You stay connected while we sort it out.',
      '',
      details.nextRetry
        ? `We will try again on ${details.nextRetry}. To avoid any interruption, update your payment method now:`
        : 'Your card cannot be charged again as it is. Add a new payment method to keep your subscription:',
      details.updatePaymentUrl,
    ].join('\n'),
  };
}

export function subscriptionExpiredEmail(details: { planName: string; renewUrl: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: 'Your Burrow subscription has ended',
    text: [
      `Your ${details.planName} subscription has ended and your devices are no longer protected.`,
      '',
      `Come back any time: ${details.renewUrl}`,
    ].join('\n'),
  };
}

/**
 * A payment method was added, made the default or removed. Always sent: a change of how a
 * customer pays is something they must hear about even when they did not make it.
 */
export function paymentMethodChangedEmail(details: {
  change: 'added' | 'made_default' | 'removed';
  /** e.g. "Visa ending in 4242" or "PayPal (ada@example.com)". */
  method: string;
  /** The plans that renew on it from now on (empty when none does). */
  renewingPlans: string[];
  manageUrl: string;
}): { subject: string; text: string } {
  const { change, method, renewingPlans, manageUrl } = details;
  const subject = {
    added: 'A payment method was added to your Burrow account',
    made_default: 'Your Burrow subscriptions now renew on a different payment method',
    removed: 'A payment method was removed from your Burrow account',
  }[change];
  const first = {
    added: `${method} was saved to your Burrow account.`,
    made_default: `${method} is now your default payment method.`,
    removed: `${method} was removed from your Burrow account.`,
  }[change];
  return {
    subject,
    text: [
      first,
      ...(renewingPlans.length > 0
        ? ['', `From now on these renew on ${method}: ${renewingPlans.join(', ')}.`]
        : []),
      '',
      'If you did not make this change, change your password and review your payment methods:',
      manageUrl,
    ].join('\n'),
  };
}

export function refundRequestedEmail(details: {
  planName: string;
  amount: string;
  refundOn: string;
  accountUrl: string;
}) {
  return {
    subject: 'We received your refund request',
    text: [
      `You asked us to refund your ${details.planName} subscription (${details.amount}).`,
      `We will refund it on ${details.refundOn} and end the subscription then.`,
      '',
      `Changed your mind? Withdraw the request before then in your account: ${details.accountUrl}`,
    ].join('\n'),
  };
}

export function refundCompletedEmail(details: { planName: string; amount: string }) {
  return {
    subject: 'Your Burrow refund is on its way',
    text: [
      `We refunded ${details.amount} for your ${details.planName} subscription and ended it.`,
      'Refunds usually reach your account within 5–10 business days.',
    ].join('\n'),
  };
}

export function subscriptionChangedEmail(details: {
  change: 'switch_plan' | 'add_addon' | 'remove_addon';
  itemName: string;
  total: string;
  invoiceNumber: string | null;
  periodEnd: string;
  accountUrl: string;
}) {
  const summary = {
    switch_plan: `Your subscription is now on ${details.itemName}.`,
    add_addon: `${details.itemName} is now part of your subscription.`,
    remove_addon: `${details.itemName} stays until ${details.periodEnd} and will not renew after that.`,
  }[details.change];
  return {
    subject: 'Your Burrow subscription has changed',
    text: [
      summary,
      '',
      ...(details.invoiceNumber
        ? [`Invoice: ${details.invoiceNumber}`, `Paid: ${details.total}`]
        : []),
      `Paid until: ${details.periodEnd}`,
      '',
      `See your subscription and invoices in your account: ${details.accountUrl}`,
    ].join('\n'),
  };
}
