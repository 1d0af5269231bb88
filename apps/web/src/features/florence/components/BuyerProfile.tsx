import { displayText, type Buyer } from '@dealscout/domain';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { similarPath } from '../../investors';
import { InvestorHeading } from '../../investors';
import { safeHref, websiteText } from '../../investors/investor-facts';
import { AddToLeadsButton } from '../../leads';
import { buyerLead } from '../../leads/lead-drafts';
import { BuyerMarkButtons } from './BuyerMarkButtons';
import { FactorEvidence } from './FactorEvidence';
import '../../investors/investors.css';

interface BuyerProfileProps {
  buyer: Buyer;
  total: number;
  companyId: string;
  companyName: string;
  singular: string;
  /** Shown among the buyers marked Not a fit: its rank is where it stood in the list. */
  hiddenView: boolean;
}

const SYNERGIES = [
  ['financial_synergies', 'Financial synergies'],
  ['operating_synergies', 'Operating synergies'],
  ['misc_synergies', 'Misc synergies'],
] as const;

/**
 * The selected buyer's profile: who it is, the Good fit and Not a fit marks and why the marks moved it,
 * each factor of its score with the evidence from both profiles, and the three synergies.
 */
export function BuyerProfile({ buyer, total, companyId, companyName, singular, hiddenView }: BuyerProfileProps) {
  const website = safeHref(buyer.url);
  return (
    <Card className="ds-florence-profile" role="region" aria-label={`Profile of ${buyer.company_name}`}>
      <InvestorHeading investor={buyer} size={48} nameClass="ds-florence-profile-name" />
      <div className="ds-florence-profile-actions">
        <BuyerMarkButtons buyer={buyer} companyId={companyId} />
        <AddToLeadsButton lead={buyerLead(buyer)} />
        <Link className="ds-florence-find-similar" to={similarPath(buyer.id)}>
          Find similar
        </Link>
      </div>
      {buyer.moved && <p className="ds-florence-moved">{buyer.moved}</p>}
      <dl className="ds-florence-profile-facts">
        <div>
          <dt>Rank</dt>
          <dd>
            {hiddenView
              ? `${buyer.rank.toLocaleString('en-US')} before it was hidden`
              : `${buyer.rank.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
          </dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{buyer.score}</dd>
        </div>
        <div>
          <dt>Website</dt>
          <dd>
            {website ? (
              <a href={website} target="_blank" rel="noreferrer noopener">
                {websiteText(website)}
              </a>
            ) : (
              displayText(buyer.url)
            )}
          </dd>
        </div>
        <div>
          <dt>HQ Address</dt>
          <dd>{displayText(buyer.hq_address)}</dd>
        </div>
      </dl>
      <Typography.Paragraph className="ds-florence-profile-description" ellipsis={{ rows: 5, expandable: 'collapsible' }}>
        {displayText(buyer.description)}
      </Typography.Paragraph>

      <h3 className="ds-florence-section-title">Why this {singular}</h3>
      {buyer.factors.length ? (
        <ul className="ds-florence-factors" aria-label="Factors of the score">
          {buyer.factors.map((factor) => (
            <FactorEvidence key={factor.key} factor={factor} companyName={companyName} buyerName={buyer.company_name} />
          ))}
        </ul>
      ) : (
        <p className="ds-florence-muted">Florence keeps the factors of the first 500 of the list; this one ranks below them.</p>
      )}

      <h3 className="ds-florence-section-title">Synergies</h3>
      <dl className="ds-florence-synergies">
        {SYNERGIES.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{buyer[key]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
