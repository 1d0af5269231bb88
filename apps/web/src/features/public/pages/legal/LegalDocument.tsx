import type { ReactNode } from 'react';
import { brandStyle } from '../brand-style';

interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  children: ReactNode;
}

/** The frame shared by the Privacy Policy and the Terms: a readable column with the title and its date. */
export function LegalDocument({ title, lastUpdated, children }: LegalDocumentProps) {
  return (
    <div className="ds-page ds-legal" style={brandStyle}>
      <div className="ds-legal__document">
        <header className="ds-legal__header">
          <h1>{title}</h1>
          <p className="ds-legal__updated">Last updated: {lastUpdated}</p>
        </header>
        {children}
      </div>
    </div>
  );
}

interface LegalSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function LegalSection({ id, title, children }: LegalSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="ds-legal__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
