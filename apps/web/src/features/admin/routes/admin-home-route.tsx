import { useStaffContext } from './admin-layout';

/** `/admin`: who is signed in and what their role allows. */
function AdminHomeRoute() {
  const me = useStaffContext();
  return (
    <section className="flex flex-col gap-4">
      <title>Operator console — Burrow</title>
      <h1 className="text-2xl font-bold text-slate-900">Overview</h1>
      <p className="text-slate-700">
        {`Signed in as ${me.staff.email}, role ${me.staff.role}. Everything you do here is recorded in the audit log.`}
      </p>
      <h2 className="text-lg font-semibold text-slate-900">Your role allows</h2>
      <ul className="flex flex-wrap gap-2">
        {me.permissions.map((permission) => (
          <li
            key={permission}
            className="rounded-full bg-slate-200 px-3 py-1 font-mono text-xs text-slate-800"
          >
            {permission}
          </li>
        ))}
      </ul>
    </section>
  );
}

export { AdminHomeRoute as Component };
