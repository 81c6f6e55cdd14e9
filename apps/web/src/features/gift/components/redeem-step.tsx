import type { GiftCardRedeemResponse } from '@burrow/contract/gift-cards';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import type { MessageId } from '../../../i18n/message-ids';
import { useRedeemGiftCard } from '../api/redeem-gift-card';
import { giftFailure } from '../model/gift-failure';
import { AccountExistsNotice } from './account-exists-notice';
import { StepHeading } from './step-heading';

interface RedeemStepProps {
  code: string;
  /** Signed in: the account's email, and the card goes to that account. */
  accountEmail: string | null;
  /** Signed out: the email the new account is created with. */
  newAccountEmail: string | null;
  focusOnMount: boolean;
  onRedeemed: (answer: GiftCardRedeemResponse) => void;
  /** The card cannot be used after all (redeemed meanwhile, expired): back to step 1. */
  onCardFailure: (messageId: MessageId) => void;
  /** The email was refused or is needed (the session ended meanwhile): back to step 2. */
  onEmailFailure: (messageId: MessageId) => void;
  onChangeEmail: () => void;
}

/** Step 3: says where the card goes, and redeems it once. */
export function RedeemStep({
  code,
  accountEmail,
  newAccountEmail,
  focusOnMount,
  onRedeemed,
  onCardFailure,
  onEmailFailure,
  onChangeEmail,
}: RedeemStepProps) {
  const intl = useIntl();
  const redeem = useRedeemGiftCard();
  const [problem, setProblem] = useState<'account_exists' | MessageId | null>(null);
  // State updates arrive a render late; a ref stops a second redemption started in between.
  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      const body = newAccountEmail ? { code, email: newAccountEmail } : { code };
      // Stays in flight on success: the page is leaving, and the card is spent.
      onRedeemed(await redeem.mutateAsync(body));
    } catch (error) {
      inFlight.current = false;
      const failure = giftFailure(error, newAccountEmail !== null);
      if (failure.kind === 'account_exists') setProblem('account_exists');
      else if (failure.kind === 'card') onCardFailure(failure.messageId);
      else if (failure.kind === 'field' && failure.field === 'code')
        onCardFailure(failure.messageId);
      else if (failure.kind === 'field') onEmailFailure(failure.messageId);
      else setProblem(failure.messageId);
    }
  };
  const busy = redeem.isPending || redeem.isSuccess;

  if (problem === 'account_exists' && newAccountEmail) {
    return (
      <AccountExistsNotice code={code} email={newAccountEmail} onUseOtherEmail={onChangeEmail} />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <StepHeading focusOnMount={focusOnMount}>
        {intl.formatMessage({ id: 'gift.step.redeem.heading' })}
      </StepHeading>
      {problem && problem !== 'account_exists' && (
        <Alert tone="error">{intl.formatMessage({ id: problem })}</Alert>
      )}
      <p className="text-sm text-slate-700">
        {accountEmail
          ? intl.formatMessage({ id: 'gift.redeem.for_account' }, { email: accountEmail })
          : intl.formatMessage({ id: 'gift.redeem.for_new_account' }, { email: newAccountEmail })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void submit()} pending={busy}>
          {intl.formatMessage({ id: busy ? 'gift.redeem.submitting' : 'gift.redeem.submit' })}
        </Button>
        {newAccountEmail && (
          <button
            type="button"
            onClick={onChangeEmail}
            disabled={busy}
            className={buttonClasses('ghost')}
          >
            {intl.formatMessage({ id: 'gift.redeem.change_email' })}
          </button>
        )}
      </div>
    </div>
  );
}
