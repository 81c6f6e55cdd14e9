import { staffEndpoints } from '@burrow/contract/staff-endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../app-context';
import { AppError } from '../../platform/errors';
import { readCustomerDetail } from './customer-detail';
import { searchCustomers } from './customer-search';
import { appendStaffAudit, listStaffAudit } from './staff-audit-log';
import {
  clearStaffSessionCookie,
  readStaffSessionToken,
  setStaffSessionCookie,
  staffOf,
  staffRoute,
} from './staff-authentication';
import { refundInvoiceAsStaff } from './staff-invoice-refund';
import { signInStaff, signOutStaff, staffMe, type StaffCaller } from './staff-sign-in-service';

/** The operator console's API, `/api/staff/v1` (decisions 0113 and 0114; README). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = contextOf(app);
  const caller = (request: FastifyRequest): StaffCaller => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    requestId: request.id,
    sessionToken: readStaffSessionToken(request),
  });
  const {
    staffSignIn,
    staffSignOut,
    staffMe: me,
    staffSearchCustomers,
    staffCustomer,
    staffAuditLog,
    staffRefundInvoice,
  } = staffEndpoints;

  app.route({
    ...staffRoute(staffSignIn),
    method: staffSignIn.method,
    url: staffSignIn.path,
    schema: { body: staffSignIn.body, response: { 200: staffSignIn.response } },
    handler: async (request, reply) => {
      const session = await signInStaff(ctx, caller(request), request.body);
      setStaffSessionCookie(reply, session.token, session.expiresAt);
      return session.me;
    },
  });

  app.route({
    ...staffRoute(staffSignOut),
    method: staffSignOut.method,
    url: staffSignOut.path,
    schema: { response: { 200: staffSignOut.response } },
    handler: async (request, reply) => {
      await signOutStaff(ctx, caller(request));
      clearStaffSessionCookie(reply);
      return {};
    },
  });

  app.route({
    ...staffRoute(me),
    method: me.method,
    url: me.path,
    schema: { response: { 200: me.response } },
    handler: async (request) => staffMe(ctx, staffOf(request)),
  });

  app.route({
    ...staffRoute(staffSearchCustomers),
    method: staffSearchCustomers.method,
    url: staffSearchCustomers.path,
    schema: {
      querystring: staffSearchCustomers.query,
      response: { 200: staffSearchCustomers.response },
    },
    handler: async (request) => {
      const staff = staffOf(request);
      const { query, page, page_size: pageSize } = request.query;
      const found = await searchCustomers(app.db, query, {
        limit: pageSize + 1,
        offset: (page - 1) * pageSize,
      });
      const customers = found.slice(0, pageSize);
      // Looking people up is access to their data: who looked, and whom they found. The
      // query itself may be an email, which must not outlive an erased account here.
      await appendStaffAudit(
        app.db,
        {
          staffId: staff.id,
          action: 'customers.searched',
          after: { page, found: customers.map((customer) => customer.id) },
          requestId: request.id,
        },
        app.clock.now(),
      );
      return { customers, page, page_size: pageSize, has_more: found.length > pageSize };
    },
  });

  app.route({
    ...staffRoute(staffCustomer),
    method: staffCustomer.method,
    url: staffCustomer.path,
    schema: { params: staffCustomer.params, response: { 200: staffCustomer.response } },
    handler: async (request) => {
      const staff = staffOf(request);
      const { customerId } = request.params;
      const detail = await readCustomerDetail(app.db, customerId, app.clock.now());
      if (!detail) throw new AppError(404, 'not_found', 'No customer has this id.');
      await appendStaffAudit(
        app.db,
        {
          staffId: staff.id,
          action: 'customer.viewed',
          customerId,
          requestId: request.id,
        },
        app.clock.now(),
      );
      return detail;
    },
  });

  app.route({
    ...staffRoute(staffAuditLog),
    method: staffAuditLog.method,
    url: staffAuditLog.path,
    schema: { querystring: staffAuditLog.query, response: { 200: staffAuditLog.response } },
    handler: async (request) => {
      const { customer_id: customerId, action, staff, page, page_size: pageSize } = request.query;
      const entries = await listStaffAudit(app.db, {
        ...(customerId ? { customerId } : {}),
        ...(action ? { action } : {}),
        ...(staff ? { staffEmail: staff } : {}),
        limit: pageSize + 1,
        offset: (page - 1) * pageSize,
      });
      return {
        entries: entries.slice(0, pageSize),
        page,
        page_size: pageSize,
        has_more: entries.length > pageSize,
      };
    },
  });

  app.route({
    ...staffRoute(staffRefundInvoice),
    method: staffRefundInvoice.method,
    url: staffRefundInvoice.path,
    schema: {
      params: staffRefundInvoice.params,
      body: staffRefundInvoice.body,
      response: { 200: staffRefundInvoice.response },
    },
    handler: async (request) =>
      refundInvoiceAsStaff(
        ctx,
        staffOf(request),
        request.params.invoiceId,
        request.body,
        request.id,
      ),
  });
};
