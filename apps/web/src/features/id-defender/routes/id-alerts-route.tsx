import { IdDefenderPage } from '../components/id-defender-page';

function IdAlertsRoute() {
  return <IdDefenderPage feature="id-alerts" />;
}

export { IdAlertsRoute as Component };
