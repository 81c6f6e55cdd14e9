import { useIntl } from 'react-intl';
import { PageHeader } from '../../../components/page-header';
import { BusinessSubscriptionCard } from '../components/business-subscription-card';
import { BusinessSubscriptions } from '../components/business-subscriptions';
import { BuySeatsSection } from '../components/buy-seats-section';
import { SeatTable } from '../components/seat-table';

/**
 * docs/product.md#business-seats `/volume-management`: the dashboard of business customers on volume billing,
 * where they manage their seats as the License Manager does on the older system.
 */
function VolumeManagementRoute() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'business.volume.title' })}
        intro={intl.formatMessage({ id: 'business.volume.intro' })}
      />
      <BusinessSubscriptions
        render={(subscription) => (
          <BusinessSubscriptionCard subscription={subscription}>
            {subscription.licenses.length > 0 && (
              <>
                <SeatTable subscription={subscription} manage />
                <BuySeatsSection subscription={subscription} />
              </>
            )}
          </BusinessSubscriptionCard>
        )}
      />
    </div>
  );
}

export { VolumeManagementRoute as Component };
