import type { Amount } from '@burrow/domain/money';
import { amountOf } from '@burrow/domain/money';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { listCustomerInvoices } from './invoice-history';
import { invoiceLineText, type InvoiceLineText } from './invoice-line-text';

export interface InvoiceDocument {
  seller: {
    /** The storefront's brand, thanked in the footer. */
    name: string;
    legalName: string;
    address: string;
    taxId: string;
    supportEmail: string;
  };
  /**
   * The invoice's language: the one it was issued in, else (issued before that was kept) the
   * user's; a site prefix or a language tag (translator resolves it).
   */
  customer: { email: string; country: string | null; locale: string };
  invoice: Awaited<ReturnType<typeof listCustomerInvoices>>[number];
  couponCode: string | null;
  /** The lines with what each says, for rendering in the customer's language. */
  lines: { text: InvoiceLineText; amount: Amount }[];
  /** How the subscription pays (docs/product.md#payment-methods payment methods), or null without a subscription. */
  paymentMethod: { method: string; cardBrand: string | null; cardLast4: string | null } | null;
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
    name: string;
    legal_name: string;
    address: string;
    tax_id: string;
    support_email: string;
  }>(db, `SELECT name, legal_name, address, tax_id, support_email FROM tenants WHERE id = $1`, [
    tenantId,
  ]);
  // An invoice speaks the language it was issued in (decision 0111); one issued before that
  // was recorded speaks the customer's.
  const customer = await queryOne<{ email: string; country: string | null; locale: string }>(
    db,
    `SELECT u.email, u.country, COALESCE(i.locale, u.locale) AS locale
       FROM users u JOIN invoices i ON i.user_id = u.id AND i.id = $3
      WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenantId, userId, invoiceId],
  );
  const extras = await queryOne<{ coupon_code: string | null }>(
    db,
    `SELECT coupon_code FROM invoices WHERE id = $1`,
    [invoiceId],
  );
  // The line's price names the product and cycle its stored English description was made from.
  const lines = await db.query<{
    description: string;
    localized_description: string | null;
    amount_minor: number;
    product_name: string | null;
    billing_cycle_months: number | null;
  }>(
    `SELECT l.description, l.localized_description, l.amount_minor, p.name AS product_name,
            pr.billing_cycle_months
       FROM invoice_lines l
       JOIN invoices i ON i.id = l.invoice_id
       LEFT JOIN prices pr ON pr.tenant_id = i.tenant_id AND pr.id = l.price_id
       LEFT JOIN products p ON p.tenant_id = pr.tenant_id AND p.id = pr.product_id
      WHERE l.invoice_id = $1
      ORDER BY l.position`,
    [invoiceId],
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
      name: seller?.name ?? '',
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
    couponCode: extras?.coupon_code ?? null,
    lines: lines.map((line) => ({
      // Written in the invoice's language when it was issued (decision 0111): shown as written.
      text:
        line.localized_description !== null
          ? { kind: 'stored' as const, text: line.localized_description }
          : invoiceLineText(
              line.description,
              line.product_name !== null && line.billing_cycle_months !== null
                ? { productName: line.product_name, cycleMonths: Number(line.billing_cycle_months) }
                : null,
            ),
      amount: amountOf(Number(line.amount_minor), invoice.total.currency),
    })),
    paymentMethod: method
      ? {
          method: method.payment_method,
          cardBrand: method.card_brand,
          cardLast4: method.card_last4,
        }
      : null,
  };
}
