import type { Investor } from '@dealscout/domain';
import { Tag } from 'antd';
import { investorLocation, investorTypeLabel } from '../investor-facts';
import { InvestorLogo } from '../../../ui/InvestorLogo';

/** An investor's logo, name, type and place: the head of its profile card, its detail page and a Florence buyer's profile. */
export function InvestorHeading({
  investor,
  size,
  nameClass,
}: {
  investor: Pick<Investor, 'company_name' | 'type' | 'us_state_full' | 'country'>;
  size: number;
  nameClass: string;
}) {
  return (
    <div className="ds-investor-card-head">
      <InvestorLogo name={investor.company_name} size={size} />
      <div className="ds-investor-card-heading">
        <h2 className={nameClass}>{investor.company_name}</h2>
        <span className="ds-investor-card-meta">
          <Tag>{investorTypeLabel(investor.type)}</Tag>
          <span>{investorLocation(investor)}</span>
        </span>
      </div>
    </div>
  );
}
