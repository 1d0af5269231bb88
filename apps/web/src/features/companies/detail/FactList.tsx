import type { Fact } from './company-facts';

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="ds-detail-facts">
      {facts.map((fact) => (
        <div key={fact.key} className="ds-detail-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
