import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { listCustomerInvoices } from './invoice-history';

export interface InvoiceDocument {
  seller: { legalName: string; address: string; taxId: string; supportEmail: string };
  customer: { email: string; country: string | null; locale: string };
  invoice: Awaited<ReturnType<typeof listCustomerInvoices>>[number];
  paymentMethod: string;
}

/** Everything an invoice PDF shows; undefined when it is not this customer's invoice. */
export async function loadInvoiceDocument(
  db: Queryable,
  tenantId: string,
  userId: string,
  invoiceId: string,
): Promise<InvoiceDocument | undefined> {
  const invoice = (await listCustomerInvoices(db, tenantId, userId)).find(
    (i) => i.id === invoiceId,
  );
  if (!invoice) return undefined;
  const seller = await queryOne<{
    legal_name: string;
    address: string;
    tax_id: string;
    support_email: string;
  }>(db, `SELECT legal_name, address, tax_id, support_email FROM tenants WHERE id = $1`, [
    tenantId,
  ]);
  const customer = await queryOne<{ email: string; country: string | null; locale: string }>(
    db,
    `SELECT email, country, locale FROM users WHERE tenant_id = $1 AND id = $2`,
    [tenantId, userId],
  );
  const method = invoice.subscription_id
    ? await queryOne<{
        payment_method: string;
        card_brand: string | null;
        card_last4: string | null;
      }>(db, `SELECT payment_method, card_brand, card_last4 FROM subscriptions WHERE id = $1`, [
        invoice.subscription_id,
      ])
    : undefined;
  return {
    seller: {
      legalName: seller?.legal_name ?? '',
      address: seller?.address ?? '',
      taxId: seller?.tax_id ?? '',
      supportEmail: seller?.support_email ?? '',
    },
    customer: {
      email: customer?.email ?? '',
      country: customer?.country ?? null,
      locale: customer?.locale ?? 'en',
    },
    invoice,
    paymentMethod: !method
      ? '—'
      : method.card_last4
        ? `${method.card_brand ?? 'Card'} •••• ${method.card_last4}`
        : method.payment_method,
  };
}
