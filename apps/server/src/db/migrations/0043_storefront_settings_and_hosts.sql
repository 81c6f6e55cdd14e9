-- Storefronts managed from the operator console (decision 0125): what a storefront sells in
-- by default, when its settings last changed, and the host names it answers on.

ALTER TABLE tenants ADD COLUMN default_currency char(3) NOT NULL DEFAULT 'USD'
  CHECK (default_currency IN ('USD', 'EUR', 'GBP'));
ALTER TABLE tenants ADD COLUMN default_locale text NOT NULL DEFAULT 'en';
ALTER TABLE tenants ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A host answers for one storefront only: the primary key refuses a second owner.
-- Lower case, no port; a request without `x-tenant` is the storefront of its host.
CREATE TABLE tenant_hosts (
  host text PRIMARY KEY CHECK (host = lower(host)),
  tenant_id text NOT NULL REFERENCES tenants (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tenant_hosts_tenant ON tenant_hosts (tenant_id);
