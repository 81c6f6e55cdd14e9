import { grantRouterCoupon } from '../modules/router-coupons/router-coupon-grants';
import { CliUsageError, type CommandGroup } from './command-group';

/**
 * `router-coupons grant <subscription id>`: the operator grants the Aircove router
 * promotion (decision 0094); the back office (or the sandbox fulfiller) issues the code.
 */
export const routerCouponsCommands: CommandGroup = {
  name: 'router-coupons',
  usage: ['router-coupons grant <subscription id>'],
  async run(args, { ctx, print }) {
    const [command, subscriptionId, ...more] = args;
    if (command !== 'grant' || !subscriptionId || more.length > 0)
      throw new CliUsageError('router-coupons grant needs one subscription id');
    print(JSON.stringify(await grantRouterCoupon(ctx, subscriptionId)));
  },
};
