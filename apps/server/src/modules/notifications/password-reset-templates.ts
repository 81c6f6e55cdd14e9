/**
 * The emails of a password reset (decision 0066). Plain text, like every Burrow email, so
 * the link stays visible. The notice afterwards tells the address what to do if it was not
 * the owner, since whoever used the link could read this mailbox.
 */

type Email = { subject: string; text: string };

export function passwordResetEmail(link: string): Email {
  return {
    subject: 'Set a new Burrow password',
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) asked to set a new password for the Burrow account of this address. Use this link to choose one. It works once and expires in 1 hour:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordResetDoneEmail(): Email {
  return {
    subject: 'Your Burrow password was reset',
    text: [
      'Hello,',
      '',
      'A new password was just set for your Burrow account with a reset link sent to this address, and every device that was signed in has been signed out.',
      '',
      'If this was not you, someone may be reading this mailbox: secure your email account first, then ask for a new reset link on the sign-in page and contact support.',
    ].join('\n'),
  };
}
