import type { Storefront } from '@burrow/contract/staff-storefronts';
import { pagePath } from '@burrow/domain/page-routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { LoadingBlock } from '../../../components/skeleton';
import { useStorefronts } from '../api/staff-storefronts-api';
import { StorefrontForm } from '../components/storefront-form';
import { mayOpen } from '../model/console-navigation';
import { staffErrorText } from '../model/staff-error-text';
import { useStaffContext } from './admin-layout';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; storefront: Storefront };

function StorefrontCard({
  storefront,
  onEdit,
  integrations,
}: {
  storefront: Storefront;
  onEdit: () => void;
  integrations: boolean;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{storefront.name}</h2>
        <span className="font-mono text-sm text-slate-700">{storefront.id}</span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-800">Hosts</dt>
        <dd className="break-all text-slate-700">
          {storefront.hosts.length > 0
            ? storefront.hosts.join(', ')
            : 'None: reached with the x-tenant header, or as the default storefront'}
        </dd>
        <dt className="font-medium text-slate-800">Currency and language</dt>
        <dd className="text-slate-700">{`${storefront.default_currency}, ${storefront.default_locale}`}</dd>
        <dt className="font-medium text-slate-800">Seller</dt>
        <dd className="text-slate-700">
          {[storefront.legal_name, storefront.address, storefront.tax_id]
            .filter(Boolean)
            .join(' · ') || 'Not set'}
        </dd>
        <dt className="font-medium text-slate-800">Support email</dt>
        <dd className="break-all text-slate-700">{storefront.support_email || 'Not set'}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${storefront.name}`}>
          Edit
        </Button>
        {integrations && (
          <Link
            to={pagePath('/admin/storefronts/:storefrontId/integrations', {
              storefrontId: storefront.id,
            })}
            className="inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50"
          >
            {`API keys and webhooks of ${storefront.name}`}
          </Link>
        )}
      </div>
    </li>
  );
}

function StorefrontList({ integrations }: { integrations: boolean }) {
  const storefronts = useStorefronts();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [saved, setSaved] = useState<string | null>(null);
  const done = (verb: string) => (storefront: Storefront) => {
    setEditing({ kind: 'none' });
    setSaved(`${storefront.name} (${storefront.id}) was ${verb}.`);
  };
  return (
    <div className="flex flex-col gap-4">
      {saved && <Alert tone="success">{saved}</Alert>}
      {editing.kind === 'new' ? (
        <StorefrontForm onDone={done('created')} onCancel={() => setEditing({ kind: 'none' })} />
      ) : (
        <div>
          <Button
            onClick={() => {
              setSaved(null);
              setEditing({ kind: 'new' });
            }}
          >
            New storefront
          </Button>
        </div>
      )}
      {storefronts.isPending ? (
        <LoadingBlock lines={4} />
      ) : storefronts.isError ? (
        <Alert tone="error">{staffErrorText(storefronts.error)}</Alert>
      ) : storefronts.data.storefronts.length === 0 ? (
        <p className="text-slate-700">There are no storefronts yet.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Storefronts">
          {storefronts.data.storefronts.map((storefront) =>
            editing.kind === 'edit' && editing.storefront.id === storefront.id ? (
              <li key={storefront.id}>
                <StorefrontForm
                  storefront={storefront}
                  onDone={done('saved')}
                  onCancel={() => setEditing({ kind: 'none' })}
                />
              </li>
            ) : (
              <StorefrontCard
                key={storefront.id}
                storefront={storefront}
                integrations={integrations}
                onEdit={() => {
                  setSaved(null);
                  setEditing({ kind: 'edit', storefront });
                }}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/** `/admin/storefronts`: every storefront, a new one, and changes to one (decision 0125). */
function StorefrontsRoute() {
  const me = useStaffContext();
  return (
    <section className="flex flex-col gap-6">
      <title>Storefronts — Burrow operator console</title>
      <h1 className="text-2xl font-bold text-slate-900">Storefronts</h1>
      {mayOpen('/admin/storefronts', me.permissions) ? (
        <StorefrontList integrations={me.permissions.includes('api-keys:manage')} />
      ) : (
        <Alert tone="error">Your role does not allow this page.</Alert>
      )}
    </section>
  );
}

export { StorefrontsRoute as Component };
