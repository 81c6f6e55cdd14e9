import { IdDefenderPage } from '../components/id-defender-page';

function IdInsuranceRoute() {
  return <IdDefenderPage feature="id-insurance" />;
}

export { IdInsuranceRoute as Component };
