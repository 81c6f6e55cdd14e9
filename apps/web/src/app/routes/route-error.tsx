import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { Button } from '../../components/button';

/**
 * Last resort for a page that failed to render or load (for example a code chunk missing
 * after a deploy). Reloading fetches the current build.
 */
export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-start justify-center gap-4 px-6">
      <h1 className="text-2xl font-bold text-slate-900">
        {intl.formatMessage({ id: 'app.route_error.title' })}
      </h1>
      <p className="text-slate-700">{intl.formatMessage({ id: 'app.route_error.body' })}</p>
      <Button onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'app.route_error.reload' })}
      </Button>
    </main>
  );
}
