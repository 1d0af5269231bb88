import { compactMoney, investorMessages, type InvestorDeal } from '@dealscout/domain';
import { Card, Empty, Tag } from 'antd';
import { Link } from 'react-router';
import { investorPath } from '../../../platform/paths';
import { safeHref } from '../investor-facts';
import { dealDateLabel, dealWork } from '../deal-facts';

/** One deal: when, with whom (linked to the counterpart's own page when it is in the dataset), what it does, how much, the source. */
function DealRow({ deal }: { deal: InvestorDeal }) {
  const source = safeHref(deal.url);
  const counterpart = deal.counterpart_name;
  const title =
    counterpart && deal.counterpart_investor_id ? (
      <>
        {deal.title.slice(0, deal.title.length - counterpart.length)}
        <Link to={investorPath(deal.counterpart_investor_id)}>{counterpart}</Link>
      </>
    ) : (
      deal.title
    );
  const work = dealWork(deal);
  return (
    <li className="ds-investor-deal">
      <div className="ds-investor-deal-head">
        <span className="ds-investor-activity-date">{dealDateLabel(deal.date)}</span>
        {deal.amount_usd !== null && deal.amount_usd > 0 && <Tag className="ds-investor-deal-amount">{compactMoney(deal.amount_usd)}</Tag>}
      </div>
      <span className="ds-investor-activity-title">{title}</span>
      {work && <p className="ds-investor-activity-description">{work}</p>}
      {source && (
        <a className="ds-investor-deal-source" href={source} target="_blank" rel="noopener noreferrer nofollow">
          Source
        </a>
      )}
    </li>
  );
}

/** The investor's deals, newest first, or an empty state that says how deal history gets here. */
export function InvestorDeals({ deals }: { deals: InvestorDeal[] }) {
  const count = deals.length;
  return (
    <Card
      className="ds-investor-section"
      title={
        <h2 className="ds-investor-section-title">
          Deal history{count > 0 && <span className="ds-investor-deal-count"> ({count.toLocaleString('en-US')})</span>}
        </h2>
      }
    >
      {count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={investorMessages.noActivities}>
          <p className="ds-investor-deal-empty-help">{investorMessages.howToImportDeals}</p>
        </Empty>
      ) : (
        <ol className="ds-investor-activities">
          {deals.map((deal, index) => (
            <DealRow key={`${index}-${deal.title}`} deal={deal} />
          ))}
        </ol>
      )}
    </Card>
  );
}
