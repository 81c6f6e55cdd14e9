-- An invoice keeps the language it was issued in, and each line its text in that language
-- (decision 0111): an invoice is a legal document, so what it says is fixed when it is issued
-- and neither a later catalogue translation nor the customer's next choice of language
-- rewrites it. `invoice_lines.description` stays the English record (decision 0050).
-- Both are NULL on invoices issued before: those are shown as before, in the customer's
-- language with the product names as the lines recorded them.
ALTER TABLE invoices ADD COLUMN locale text;
ALTER TABLE invoice_lines ADD COLUMN localized_description text;
