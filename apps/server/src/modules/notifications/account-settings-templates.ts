/**
 * The emails of the account settings (decisions 0042 and 0043). Plain text, like every
 * Burrow email, so links stay visible. Each sensitive change also tells the address that
 * might not have asked for it, with what to do if it was not them.
 */

type Email = { subject: string; text: string };

const NOT_YOU = 'If this was not you, change your password now and contact support.';

export function confirmEmailChangeEmail(link: string): Email {
  return {
    subject: 'Confirm your new Burrow email address',
    text: [
      'Hello,',
      '',
      'You asked to use this address to sign in to Burrow. Confirm it with this link. It works once and expires in 24 hours:',
      '',
      link,
      '',
      'Until you confirm, your account keeps its current address. If you did not ask for this, ignore this email.',
    ].join('\n'),
  };
}

export function emailChangeRequestedEmail(newEmail: string): Email {
  return {
    subject: 'A change of your Burrow email address was requested',
    text: [
      'Hello,',
      '',
      `Someone signed in to your Burrow account asked to change its email address to ${newEmail}.`,
      'Nothing changes until the new address is confirmed with the link we sent there.',
      '',
      NOT_YOU,
    ].join('\n'),
  };
}

export function emailChangedEmail(newEmail: string): Email {
  return {
    subject: 'Your Burrow email address was changed',
    text: [
      'Hello,',
      '',
      `Your Burrow account now signs in with ${newEmail}. This address will no longer receive emails about it.`,
      '',
      NOT_YOU,
    ].join('\n'),
  };
}

export function passwordChangedEmail(): Email {
  return {
    subject: 'Your Burrow password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Burrow account was just changed, and every other device was signed out.',
      '',
      'If this was not you, ask for a sign-in link on the sign-in page, set a new password and contact support.',
    ].join('\n'),
  };
}

export function deletionRequestedEmail(details: {
  completesOn: string;
  graceDays: number;
  accountUrl: string;
}): Email {
  return {
    subject: 'Your Burrow account will be deleted',
    text: [
      'Hello,',
      '',
      `You asked us to delete your Burrow account. We will delete it on ${details.completesOn}, ${details.graceDays} days from now.`,
      'Automatic renewal of your subscriptions is off in the meantime. When the account is deleted, its subscriptions end at once, without a refund, and your personal data is erased.',
      '',
      `Changed your mind? Cancel the deletion before then in your account: ${details.accountUrl}`,
      '',
      NOT_YOU,
    ].join('\n'),
  };
}

export function deletionCancelledEmail(accountUrl: string): Email {
  return {
    subject: 'Your Burrow account will not be deleted',
    text: [
      'Hello,',
      '',
      'The deletion of your Burrow account was cancelled. Subscriptions whose automatic renewal the request had turned off renew again.',
      '',
      `Your account: ${accountUrl}`,
    ].join('\n'),
  };
}

export function accountDeletedEmail(): Email {
  return {
    subject: 'Your Burrow account has been deleted',
    text: [
      'Hello,',
      '',
      'Your Burrow account has been deleted: its subscriptions have ended and your personal data has been erased.',
      'We keep the invoices of past payments without your contact details, as the law requires for accounting.',
      '',
      'Thank you for having used Burrow. You are welcome back any time with a new account.',
    ].join('\n'),
  };
}
