import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** A section whose action cannot be undone (deletion) is set apart. */
  tone?: 'default' | 'danger';
}

/** One titled card of the page; its heading names the region for assistive technology. */
export function SettingsSection({
  title,
  intro,
  children,
  tone = 'default',
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={
        tone === 'danger'
          ? 'rounded-2xl border border-red-200 bg-white p-6 shadow-sm'
          : 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
      }
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <div className="mt-1 text-sm text-slate-600">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
