import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorState } from '../../../components/error-state';
import { useCurrentBillingCycle } from '../api/get-current-billing-cycle';
import { useSignedInUser } from '../../../lib/get-signed-in-user';
import { useOffer } from '../../../lib/offers/get-offer';
import { CurrencyPicker } from '../components/currency-picker';
import { OrderSkeleton } from '../components/order-skeleton';
import { PartnerBanner } from '../components/partner-banner';
import { PlanChooser } from '../components/plan-chooser';
import { defaultCurrency } from '../model/default-currency';
import { offerCurrencies, tierOptions } from '../model/plan-catalogue';
import { pricesShownWithVat } from '../model/vat-note';

const DEFAULT_OFFER = 'default';
// Offer ids are slugs; anything else in the link falls back to the standard offer.
const OFFER_ID = /^[a-z0-9-]{1,64}$/;

/**
 * `/order`: plan selection. `?offer=` picks another offer (free-trial, win-back); the chosen
 * currency and tier live in the URL too, so going back from checkout finds them as they were.
 */
function OrderRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const requested = params.get('offer');
  const offerId = requested && OFFER_ID.test(requested) ? requested : DEFAULT_OFFER;
  const offer = useOffer(offerId);
  const billingCycle = useCurrentBillingCycle();
  // Only says whether prices include VAT: a visitor (or a failed read) goes by the currency.
  const user = useSignedInUser();
  const title = intl.formatMessage({ id: 'order.title' });
  // The choices show at once from local state; the URL follows (a navigation, so later).
  const [tierId, setTierId] = useState(() => params.get('tier'));
  const [chosenCurrency, setChosenCurrency] = useState(() => params.get('currency'));

  const remember = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  let body;
  let currencyPicker: ReactNode = null;
  if (offer.isPending || billingCycle.isPending || user.isPending) {
    body = <OrderSkeleton />;
  } else if (offer.isError) {
    body = (
      <ErrorState
        error={offer.error}
        onRetry={() => void offer.refetch()}
        retrying={offer.isFetching}
      />
    );
  } else {
    const currencies = offerCurrencies(offer.data);
    const asked = chosenCurrency?.toUpperCase();
    const currency =
      asked && currencies.includes(asked) ? asked : defaultCurrency(intl.locale, currencies);
    if (currencies.length > 1) {
      currencyPicker = (
        <CurrencyPicker
          currencies={currencies}
          value={currency}
          onChange={(value) => {
            setChosenCurrency(value);
            remember('currency', value);
          }}
        />
      );
    }
    body = (
      <PlanChooser
        offer={offer.data}
        tiers={tierOptions(offer.data, currency, billingCycle.data ?? null)}
        selectedTierId={tierId}
        onSelectTier={(productId) => {
          setTierId(productId);
          remember('tier', productId);
        }}
        currencyPicker={currencyPicker}
        vatIncluded={pricesShownWithVat(user.data?.country, currency)}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 py-5 sm:gap-8 sm:py-14">
      <DocumentTitle title={intl.formatMessage({ id: 'order.document_title' })} />
      <PartnerBanner />
      <div className="flex max-w-2xl flex-col gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {/* On a phone the plans' prices come first; the cards say the same. */}
        <p className="text-slate-700 max-sm:hidden">{intl.formatMessage({ id: 'order.intro' })}</p>
      </div>
      {body}
    </div>
  );
}

export { OrderRoute as Component };
