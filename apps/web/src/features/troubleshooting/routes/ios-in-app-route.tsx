import { TroubleshootingPage } from '../components/troubleshooting-page';

function IosInAppRoute() {
  return <TroubleshootingPage topic="ios_in_app" />;
}

export { IosInAppRoute as Component };
