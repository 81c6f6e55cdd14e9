import type { CurrentUser } from '@burrow/contract/users';
import type { OfferResponse } from '@burrow/contract/offers';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SelectedPlan } from '../model/plan-selection';
import { EmailStep } from './email-step';
import { PaymentStep } from './payment-step';
import { PlanSummary } from './plan-summary';

interface CheckoutFlowProps {
  offer: OfferResponse;
  plan: SelectedPlan;
  /** The signed-in buyer, who skips step 1; null for a visitor. */
  user: CurrentUser | null;
}

type Buyer = { email: string; flow: 'new_customer' | 'signed_in' };

/** Two steps: who is buying (skipped when signed in), then residence and payment. */
export function CheckoutFlow({ offer, plan, user }: CheckoutFlowProps) {
  const intl = useIntl();
  const [buyer, setBuyer] = useState<Buyer | null>(
    user ? { email: user.email, flow: 'signed_in' } : null,
  );
  const header = (
    <>
      <h2 id="checkout-step-title" className="text-xl font-bold text-slate-900">
        {intl.formatMessage({ id: buyer ? 'checkout.step.payment' : 'checkout.step.email' })}
      </h2>
      {buyer && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>
            {intl.formatMessage(
              {
                id:
                  buyer.flow === 'signed_in'
                    ? 'checkout.email.signed_in'
                    : 'checkout.email.new_buyer',
              },
              { email: buyer.email },
            )}
          </span>
          {buyer.flow === 'new_customer' && (
            <button
              type="button"
              onClick={() => setBuyer(null)}
              className="font-semibold text-indigo-800 underline"
            >
              {intl.formatMessage({ id: 'checkout.email.change' })}
            </button>
          )}
        </div>
      )}
    </>
  );
  const planSummary = <PlanSummary offer={offer} plan={plan} />;
  if (buyer) {
    return (
      <PaymentStep
        offer={offer}
        plan={plan}
        email={buyer.email}
        defaultCountry={user?.country?.toUpperCase() ?? ''}
        newCustomer={buyer.flow === 'new_customer'}
        header={header}
        planSummary={planSummary}
      />
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
      <section aria-labelledby="checkout-step-title" className="flex flex-col gap-6">
        {header}
        <EmailStep onContinue={(email) => setBuyer({ email, flow: 'new_customer' })} />
      </section>
      <aside className="lg:sticky lg:top-6">{planSummary}</aside>
    </div>
  );
}
