import { formatAmount } from '@burrow/domain/money-format';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './invoice-document';

const STATUS_LABELS: Record<InvoiceDocument['invoice']['status'], string> = {
  paid: 'PAID',
  payment_due: 'PAYMENT DUE',
  refunded: 'REFUNDED',
  voided: 'VOID',
};

/** Renders an invoice as a PDF (A4): seller, customer, number, lines, discount, tax, totals. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { invoice, seller, customer } = doc;
  const money = (amount: InvoiceDocument['invoice']['total']) =>
    formatAmount(amount, customer.locale);
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(customer.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(iso),
        )
      : '—';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    // Uncompressed streams keep the text searchable and the totals checkable by tests.
    compress: false,
    info: { Title: `Invoice ${invoice.number}`, Author: seller.legalName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    pdf.on('end', () => resolve(Buffer.concat(chunks))),
  );

  pdf
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(seller.legalName || 'Burrow');
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(seller.address)
    .text(`VAT ${seller.taxId}`)
    .text(seller.supportEmail);
  pdf
    .moveDown(1.5)
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`Invoice ${invoice.number}`);
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`Status: ${STATUS_LABELS[invoice.status]}`);
  pdf.text(`Issued: ${date(invoice.issued_at)}`);
  if (invoice.paid_at) pdf.text(`Paid: ${date(invoice.paid_at)}`);
  pdf.text(`Service period: ${date(invoice.period_start)} – ${date(invoice.period_end)}`);
  pdf.text(`Payment method: ${doc.paymentMethod}`);
  pdf.moveDown().font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica').text(customer.email);
  if (customer.country) pdf.text(customer.country);

  pdf.moveDown(1.5);
  const row = (label: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: 340 });
    pdf.text(value, 400, y, { width: 140, align: 'right' });
    pdf.moveDown(0.4);
  };
  row('Description', 'Amount', true);
  for (const line of invoice.lines) row(line.description, money(line.amount));
  pdf.moveDown(0.5);
  row('Subtotal', money(invoice.subtotal));
  if (invoice.discount.unscaledValue > 0) row('Discount', `-${money(invoice.discount)}`);
  row('Tax', money(invoice.tax));
  row('Total', money(invoice.total), true);
  pdf
    .moveDown(2)
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666')
    .text(
      'Thank you for choosing Burrow. Questions about this invoice? Write to us at the address above.',
      56,
    );
  pdf.end();
  return done;
}
