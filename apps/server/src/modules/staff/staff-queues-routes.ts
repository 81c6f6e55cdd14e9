import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appendStaffAudit } from './staff-audit-log';
import { staffOf, staffRoute } from './staff-authentication';
import {
  listDeletionQueue,
  listDisputeQueue,
  listDunningQueue,
  listRefundRequestQueue,
} from './staff-queues';

/** The console's work queues, `/api/staff/v1/queues/*` (decision 0123; README). */
export const staffQueuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staffDunningQueue, staffDisputeQueue, staffRefundRequestQueue, staffDeletionQueue } =
    staffEndpoints;

  /**
   * A queue lists customers by email: reading it is access to their data, recorded like a
   * search (`queue.viewed`, with the queue and whom it showed).
   */
  async function page<Item extends { customer: { id: string } }>(
    queue: string,
    request: { id: string },
    staffId: string,
    paging: { page: number; page_size: number },
    found: Item[],
  ) {
    const items = found.slice(0, paging.page_size);
    await appendStaffAudit(
      app.db,
      {
        staffId,
        action: 'queue.viewed',
        target: `queue:${queue}`,
        after: { page: paging.page, found: [...new Set(items.map((item) => item.customer.id))] },
        requestId: request.id,
      },
      app.clock.now(),
    );
    return {
      items,
      page: paging.page,
      page_size: paging.page_size,
      has_more: found.length > paging.page_size,
    };
  }
  const window = (paging: { page: number; page_size: number }) => ({
    limit: paging.page_size + 1,
    offset: (paging.page - 1) * paging.page_size,
  });

  app.route({
    ...staffRoute(staffDunningQueue),
    method: staffDunningQueue.method,
    url: staffDunningQueue.path,
    schema: { querystring: staffDunningQueue.query, response: { 200: staffDunningQueue.response } },
    handler: async (request) => {
      const query = request.query;
      const found = await listDunningQueue(
        app.db,
        {
          ...window(query),
          storefront: query.storefront,
          provider: query.provider,
          deadlineWithinDays: query.deadline_within_days,
        },
        app.clock.now(),
        app.config.dunningRetryDays,
      );
      return page('dunning', request, staffOf(request).id, query, found);
    },
  });

  app.route({
    ...staffRoute(staffDisputeQueue),
    method: staffDisputeQueue.method,
    url: staffDisputeQueue.path,
    schema: { querystring: staffDisputeQueue.query, response: { 200: staffDisputeQueue.response } },
    handler: async (request) => {
      const query = request.query;
      const found = await listDisputeQueue(app.db, { ...window(query), status: query.status });
      return page('disputes', request, staffOf(request).id, query, found);
    },
  });

  app.route({
    ...staffRoute(staffRefundRequestQueue),
    method: staffRefundRequestQueue.method,
    url: staffRefundRequestQueue.path,
    schema: {
      querystring: staffRefundRequestQueue.query,
      response: { 200: staffRefundRequestQueue.response },
    },
    handler: async (request) => {
      const query = request.query;
      const found = await listRefundRequestQueue(
        app.db,
        { ...window(query), storefront: query.storefront },
        app.clock.now(),
      );
      return page('refund-requests', request, staffOf(request).id, query, found);
    },
  });

  app.route({
    ...staffRoute(staffDeletionQueue),
    method: staffDeletionQueue.method,
    url: staffDeletionQueue.path,
    schema: {
      querystring: staffDeletionQueue.query,
      response: { 200: staffDeletionQueue.response },
    },
    handler: async (request) => {
      const query = request.query;
      const found = await listDeletionQueue(app.db, { ...window(query), status: query.status });
      return page('deletions', request, staffOf(request).id, query, found);
    },
  });
};
