import { z } from 'zod';
import { MoneySchema } from './offers';

export const InvoiceSchema = z.object({
  id: z.string(),
  krn: z.string(),
  number: z.string(),
  status: z.enum(['paid', 'payment_due', 'refunded', 'voided']),
  subscription_id: z.string().nullable(),
  issued_at: z.string(),
  paid_at: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** Lines, subtotal and discount before tax; total = subtotal − discount + tax, as charged. */
  subtotal: MoneySchema,
  discount: MoneySchema,
  tax: MoneySchema,
  /** The tax rate in percent (19, 6.25); null on an old invoice that did not record it. */
  tax_rate: z.number().min(0).nullable(),
  /** The prices the buyer saw included the tax (decision 0108): the total is "incl. VAT". */
  tax_inclusive: z.boolean(),
  total: MoneySchema,
  lines: z.array(z.object({ description: z.string(), amount: MoneySchema })),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListResponseSchema = z.object({ invoices: z.array(InvoiceSchema) });
export type InvoiceListResponse = z.infer<typeof InvoiceListResponseSchema>;

export const InvoiceIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Where an invoice's PDF downloads from (a plain link: the answer is a file, not JSON). */
export function invoiceDownloadPath(invoiceId: string): string {
  return `/api/v2/invoices/${encodeURIComponent(invoiceId)}/download`;
}
