import { TroubleshootingPage } from '../components/troubleshooting-page';

function PlayStoreRoute() {
  return <TroubleshootingPage topic="play_store" />;
}

export { PlayStoreRoute as Component };
