import type { DevicePlatform } from '@burrow/contract/devices';
import type { MessageId } from '../../../i18n/message-ids';

export const PLATFORM_LABELS: Record<DevicePlatform, MessageId> = {
  windows: 'setup.platform.windows',
  mac: 'setup.platform.macos',
  ios: 'setup.platform.ios',
  android: 'setup.platform.android',
  linux: 'setup.platform.linux',
  router: 'setup.platform.router',
  other: 'setup.platform.other',
};
