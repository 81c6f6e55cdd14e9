import { useIntl } from 'react-intl';
import { PageHeader } from '../../../components/page-header';
import { BusinessSubscriptionCard } from '../components/business-subscription-card';
import { BusinessSubscriptions } from '../components/business-subscriptions';
import { BuySeatsForm } from '../components/buy-seats-form';
import { SeatTable } from '../components/seat-table';
import { seatSubscriptions } from '../model/seats';

/** Spec §2 `/license_manager` (legacy business only): seats, assign, revoke, buy more. */
function LicenseManagerRoute() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'business.license_manager.title' })}
        intro={intl.formatMessage({ id: 'business.license_manager.intro' })}
      />
      <BusinessSubscriptions
        select={seatSubscriptions}
        render={(subscription) => (
          <BusinessSubscriptionCard subscription={subscription}>
            <SeatTable subscription={subscription} manage />
            {subscription.active && (
              <section
                aria-labelledby={`buy-${subscription.subscription_id}`}
                className="flex flex-col gap-3 border-t border-slate-200 pt-5"
              >
                <h3
                  id={`buy-${subscription.subscription_id}`}
                  className="text-base font-semibold text-slate-900"
                >
                  {intl.formatMessage({ id: 'business.buy.title' })}
                </h3>
                <BuySeatsForm subscription={subscription} />
              </section>
            )}
          </BusinessSubscriptionCard>
        )}
      />
    </div>
  );
}

export { LicenseManagerRoute as Component };
