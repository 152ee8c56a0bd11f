import type { ReactNode } from 'react';
import { Page } from './page';

export interface LoadingPageProps {
  /** The page's title while its record loads. */
  title: string;
  /** Names the placeholder for screen readers. */
  label: string;
  narrow?: boolean;
  /** The placeholder: antd's skeleton on pages inside AntdScope, the plain one elsewhere. */
  children: ReactNode;
}

/** The page of one record (a Koach, an event, a challenge…) while that record loads: its title and a named placeholder. */
export function LoadingPage({ title, label, narrow, children }: LoadingPageProps) {
  return (
    <Page title={title} narrow={narrow}>
      <div role="status" aria-label={label}>
        {children}
      </div>
    </Page>
  );
}
