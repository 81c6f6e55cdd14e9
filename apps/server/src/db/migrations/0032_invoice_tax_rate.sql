-- Invoices state the tax rate beside the tax, and whether the prices included it (decision
-- 0108: EU, EEA, UK and Swiss consumers see VAT-inclusive prices). Every invoice written from
-- now on records both. Before this change every price was tax-exclusive; their rate is the
-- one of Burrow's rates that reproduces the recorded tax from what was taxed (subtotal less
-- discount, rounded half up as `splitTax` rounds), the nearest to their ratio when several
-- do. An invoice that taxed nothing (a free or gift-card period) keeps NULL: not recorded.

ALTER TABLE invoices
  ADD COLUMN tax_rate_bp integer CHECK (tax_rate_bp BETWEEN 0 AND 10000),
  ADD COLUMN tax_inclusive boolean NOT NULL DEFAULT false;

UPDATE invoices i SET tax_rate_bp = (
  SELECT r.bp
    FROM (VALUES (0), (400), (420), (445), (488), (500), (550), (560), (575), (600), (610),
                 (625), (635), (650), (663), (700), (750), (800), (810), (900), (1000), (1100),
                 (1200), (1300), (1400), (1498), (1500), (1600), (1700), (1800), (1900),
                 (2000), (2100), (2200), (2300), (2400), (2500), (2550), (2700)) AS r (bp)
   WHERE floor(((i.subtotal_minor - i.discount_minor) * r.bp + 5000) / 10000.0) = i.tax_minor
   ORDER BY abs(r.bp - i.tax_minor * 10000.0 / (i.subtotal_minor - i.discount_minor)), r.bp
   LIMIT 1
)
WHERE i.subtotal_minor - i.discount_minor > 0;
