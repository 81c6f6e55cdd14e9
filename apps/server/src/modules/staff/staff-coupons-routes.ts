import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { staffOf, staffRoute } from './staff-authentication';
import { createStaffCoupon, deactivateStaffCoupon, listStaffCoupons } from './staff-coupons';
import {
  createGiftCardBatch,
  giftCardBatchCsv,
  issueCustomerGiftCard,
  listGiftCardBatches,
} from './staff-gift-cards';

/** Coupons and gift cards in the operator console (decision 0124; README). */
export const staffCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const {
    staffListCoupons,
    staffCreateCoupon,
    staffDeactivateCoupon,
    staffCreateGiftCardBatch,
    staffListGiftCardBatches,
    staffGiftCardBatchCodesCsv,
    staffIssueCustomerGiftCard,
  } = staffEndpoints;

  app.route({
    ...staffRoute(staffListCoupons),
    method: staffListCoupons.method,
    url: staffListCoupons.path,
    schema: { querystring: staffListCoupons.query, response: { 200: staffListCoupons.response } },
    handler: async (request) => listStaffCoupons(app.db, request.query, app.clock.now()),
  });

  app.route({
    ...staffRoute(staffCreateCoupon),
    method: staffCreateCoupon.method,
    url: staffCreateCoupon.path,
    schema: { body: staffCreateCoupon.body, response: { 201: staffCreateCoupon.response } },
    handler: async (request, reply) => {
      const coupon = await createStaffCoupon(ctx, staffOf(request), request.body, request.id);
      return reply.status(201).send(coupon);
    },
  });

  app.route({
    ...staffRoute(staffDeactivateCoupon),
    method: staffDeactivateCoupon.method,
    url: staffDeactivateCoupon.path,
    schema: {
      params: staffDeactivateCoupon.params,
      body: staffDeactivateCoupon.body,
      response: { 200: staffDeactivateCoupon.response },
    },
    handler: async (request) =>
      deactivateStaffCoupon(
        ctx,
        staffOf(request),
        request.params.couponId,
        request.body.reason,
        request.id,
      ),
  });

  app.route({
    ...staffRoute(staffCreateGiftCardBatch),
    method: staffCreateGiftCardBatch.method,
    url: staffCreateGiftCardBatch.path,
    schema: {
      body: staffCreateGiftCardBatch.body,
      response: { 201: staffCreateGiftCardBatch.response },
    },
    handler: async (request, reply) => {
      const batch = await createGiftCardBatch(ctx, staffOf(request), request.body, request.id);
      return reply.status(201).send(batch);
    },
  });

  app.route({
    ...staffRoute(staffListGiftCardBatches),
    method: staffListGiftCardBatches.method,
    url: staffListGiftCardBatches.path,
    schema: {
      querystring: staffListGiftCardBatches.query,
      response: { 200: staffListGiftCardBatches.response },
    },
    handler: async (request) =>
      listGiftCardBatches(app.db, request.query.page, request.query.page_size),
  });

  app.route({
    ...staffRoute(staffGiftCardBatchCodesCsv),
    method: staffGiftCardBatchCodesCsv.method,
    url: staffGiftCardBatchCodesCsv.path,
    schema: { params: staffGiftCardBatchCodesCsv.params },
    handler: async (request, reply) => {
      const { filename, csv } = await giftCardBatchCsv(
        ctx,
        staffOf(request),
        request.params.batchId,
        request.id,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  app.route({
    ...staffRoute(staffIssueCustomerGiftCard),
    method: staffIssueCustomerGiftCard.method,
    url: staffIssueCustomerGiftCard.path,
    schema: {
      params: staffIssueCustomerGiftCard.params,
      body: staffIssueCustomerGiftCard.body,
      response: { 201: staffIssueCustomerGiftCard.response },
    },
    handler: async (request, reply) => {
      const issued = await issueCustomerGiftCard(
        ctx,
        staffOf(request),
        request.params.customerId,
        request.body,
        request.id,
      );
      return reply.status(201).send(issued);
    },
  });
};
