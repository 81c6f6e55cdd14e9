import { useIntl } from 'react-intl';
import { PageHeader } from '../../../components/page-header';
import { BusinessSubscriptionCard } from '../components/business-subscription-card';
import { BusinessSubscriptions } from '../components/business-subscriptions';
import { BuySeatsSection } from '../components/buy-seats-section';
import { SeatTable } from '../components/seat-table';
import { seatSubscriptions } from '../model/seats';

/** docs/product.md#business-seats `/license_manager` (legacy business only): seats, assign, revoke, buy more. */
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
            <BuySeatsSection subscription={subscription} />
          </BusinessSubscriptionCard>
        )}
      />
    </div>
  );
}

export { LicenseManagerRoute as Component };
