-- The seller printed on each tenant's invoices.
ALTER TABLE tenants ADD COLUMN legal_name text NOT NULL DEFAULT '';
ALTER TABLE tenants ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE tenants ADD COLUMN tax_id text NOT NULL DEFAULT '';
ALTER TABLE tenants ADD COLUMN support_email text NOT NULL DEFAULT '';
UPDATE tenants SET legal_name = 'Burrow Networks Ltd.', address = '1 Warren Lane, Dublin D02 X285, Ireland',
  tax_id = 'IE1234567BW', support_email = 'support@burrow.test' WHERE id = 'burrow';
