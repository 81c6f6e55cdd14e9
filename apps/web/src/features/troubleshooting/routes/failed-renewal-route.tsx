import { TroubleshootingPage } from '../components/troubleshooting-page';

function FailedRenewalRoute() {
  return <TroubleshootingPage topic="failed_renewal" />;
}

export { FailedRenewalRoute as Component };
