import type { BuyerFactor } from '@dealscout/domain';
import { Progress } from 'antd';

/** One factor of a buyer's score: its weight, how well the buyer met it, and the facts of both profiles behind it. */
export function FactorEvidence({ factor, companyName, buyerName }: { factor: BuyerFactor; companyName: string; buyerName: string }) {
  const percent = Math.round(factor.value * 100);
  return (
    <li className="ds-florence-factor" aria-label={factor.label}>
      <div className="ds-florence-factor-head">
        <strong>{factor.label}</strong>
        <span className="ds-florence-muted">
          weight {factor.weight} · match {factor.value}
        </span>
      </div>
      <Progress percent={percent} showInfo={false} size="small" strokeColor="#0f4c5c" aria-label={`${factor.label}: match ${percent}%`} />
      {factor.evidence.length > 0 && (
        <ul className="ds-florence-evidence">
          {factor.evidence.map((item, index) => (
            <li key={index} className="ds-florence-evidence-item">
              <span className="ds-florence-evidence-side">
                <span className="ds-florence-evidence-field">
                  {companyName} · {item.company_field}
                </span>
                <span className="ds-florence-evidence-value">{item.company_value}</span>
              </span>
              <span className="ds-florence-evidence-side">
                <span className="ds-florence-evidence-field">
                  {buyerName} · {item.candidate_field}
                </span>
                <span className="ds-florence-evidence-value">{item.candidate_value}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
