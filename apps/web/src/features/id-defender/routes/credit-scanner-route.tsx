import { IdDefenderPage } from '../components/id-defender-page';

function CreditScannerRoute() {
  return <IdDefenderPage feature="credit-scanner" />;
}

export { CreditScannerRoute as Component };
