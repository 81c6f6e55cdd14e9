import type { GiftCardCheckResponse, GiftCardRedeemResponse } from '@burrow/contract/gift-cards';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingBlock } from '../../../components/skeleton';
import type { MessageId } from '../../../i18n/message-ids';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useSignedInUser } from '../../../lib/get-signed-in-user';
import { CodeStep } from '../components/code-step';
import { EmailStep } from '../components/email-step';
import { GiftProgress } from '../components/gift-progress';
import { GiftValue } from '../components/gift-value';
import { RedeemStep } from '../components/redeem-step';
import { currentGiftStep } from '../model/gift-steps';

const AFTER_REDEEM = '/setup';
// The contract's longest code; a longer `?code=` is not a code anyone was given.
const MAX_CODE_LENGTH = 40;

interface PageState {
  card: GiftCardCheckResponse | null;
  email: string | null;
  /** What step 1 starts with when the page returns to it; null: the link's `?code=`. */
  draftCode: string | null;
  /** Shown by the code field when the page returns to step 1 because of the card. */
  codeError: MessageId | null;
  /** Shown by the email field when the page returns to step 2 because of the email. */
  emailError: MessageId | null;
  /** Whether the person has moved between steps (then focus follows the step). */
  moved: boolean;
}

const START: PageState = {
  card: null,
  email: null,
  draftCode: null,
  codeError: null,
  emailError: null,
  moved: false,
};

/**
 * `/gift`: gift-card redemption in three steps (docs/product.md#gift-cards-and-redeem-codes) — enter the code, say whose
 * account it is for (skipped when signed in), redeem — then on to setting up devices.
 */
function GiftRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSignedInUser();
  const [state, setState] = useState<PageState>(START);
  const title = intl.formatMessage({ id: 'gift.title' });

  // A failed "who is signed in?" is treated as signed out: the server redeems to the
  // session's account whenever there is one, so the email asked for is then unused.
  const account = user.data ?? null;
  const step = currentGiftStep(state, account !== null);
  const go = (change: Partial<PageState>) =>
    setState((previous) => ({
      ...previous,
      codeError: null,
      emailError: null,
      ...change,
      moved: true,
    }));

  const redeemed = ({ redirectUrl }: GiftCardRedeemResponse) =>
    void navigate(safeRedirectPath(redirectUrl) ?? AFTER_REDEEM, { replace: true });

  let body;
  if (state.card === null) {
    body = (
      <CodeStep
        defaultCode={state.draftCode ?? (params.get('code') ?? '').slice(0, MAX_CODE_LENGTH)}
        initialError={state.codeError}
        focusOnMount={state.moved}
        onChecked={(card) => go({ card })}
      />
    );
  } else if (user.isPending) {
    body = <LoadingBlock lines={3} />;
  } else if (step === 'account') {
    body = (
      <EmailStep
        code={state.card.code}
        defaultEmail=""
        initialError={state.emailError}
        focusOnMount={state.moved}
        onContinue={(email) => go({ email })}
      />
    );
  } else {
    body = (
      <RedeemStep
        code={state.card.code}
        accountEmail={account?.email ?? null}
        newAccountEmail={account ? null : state.email}
        focusOnMount={state.moved}
        onRedeemed={redeemed}
        onCardFailure={(codeError) =>
          // The failed code stays in the field, by its message, to be corrected or replaced.
          go({ card: null, email: null, draftCode: state.card?.code ?? '', codeError })
        }
        onEmailFailure={(emailError) => go({ email: null, emailError })}
        onChangeEmail={() => go({ email: null })}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-lg py-10 sm:py-16">
      <DocumentTitle title={intl.formatMessage({ id: 'gift.document_title' })} />
      <section className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'gift.intro' })}</p>
        </div>
        <GiftProgress current={step} />
        {state.card && (
          <div className="flex flex-col items-start gap-2">
            <GiftValue card={state.card} />
            <button
              type="button"
              onClick={() => go({ card: null, email: null, draftCode: '' })}
              className="text-sm font-medium text-indigo-800 underline"
            >
              {intl.formatMessage({ id: 'gift.code.change' })}
            </button>
          </div>
        )}
        {body}
      </section>
    </div>
  );
}

export { GiftRoute as Component };
