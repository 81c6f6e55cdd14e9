import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface PageHeaderProps {
  title: string;
  intro?: string;
  /** Beside the heading: a link or action that belongs to the whole page. */
  aside?: ReactNode;
}

/** An account page's one h1, its document title and a line of introduction. */
export function PageHeader({ title, intro, aside }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 max-w-2xl text-sm text-slate-600">{intro}</p>}
      </div>
      {aside}
    </div>
  );
}
