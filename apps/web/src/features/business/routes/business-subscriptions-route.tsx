import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { PageHeader } from '../../../components/page-header';
import { BusinessSubscriptionCard } from '../components/business-subscription-card';
import { BusinessSubscriptions } from '../components/business-subscriptions';

/** docs/product.md#business-seats `business_subscriptions`: the dashboard of legacy (seat licence) business customers. */
function BusinessSubscriptionsRoute() {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={intl.formatMessage({ id: 'business.legacy.title' })}
        intro={intl.formatMessage({ id: 'business.legacy.intro' })}
      />
      <BusinessSubscriptions
        render={(subscription) => (
          <BusinessSubscriptionCard subscription={subscription}>
            {subscription.licenses.length > 0 && (
              <Link to="/license_manager" className={buttonClasses('secondary', 'self-start')}>
                {intl.formatMessage({ id: 'business.legacy.manage_seats' })}
              </Link>
            )}
          </BusinessSubscriptionCard>
        )}
      />
    </div>
  );
}

export { BusinessSubscriptionsRoute as Component };
