import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id, which names the section for assistive technology (aria-labelledby). */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page section named by its own <h2>, e.g. "About" on a coach's page. */
export function TitledSection({ id, title, className, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
