import { displayText, type InvestorDetail as Detail } from '@dealscout/domain';
import { Card } from 'antd';
import { InvestorDeals } from './InvestorDeals';
import { InvestorFacts } from './InvestorFacts';
import { InvestorKeywords } from './InvestorKeywords';
import { InvestorHeading } from './InvestorHeading';
import { InvestorSources } from './InvestorSources';
import { SimilarCompanies } from './SimilarCompanies';

/** Everything known about one investor: its fields by group, description, keywords, sources, similar companies and activities. */
export function InvestorDetail({ detail, naicsName }: { detail: Detail; naicsName: (code: string) => string | undefined }) {
  const { investor, activities } = detail;
  return (
    <>
      <Card className="ds-investor-section">
        <InvestorHeading investor={investor} size={56} nameClass="ds-investor-detail-name" />
        <p className="ds-investor-description">{displayText(investor.description)}</p>
        <h3 className="ds-investor-fact-title">Keywords</h3>
        <InvestorKeywords keywords={investor.keywords} />
      </Card>
      <Card className="ds-investor-section">
        <InvestorFacts investor={investor} naicsName={naicsName} />
      </Card>
      <Card className="ds-investor-section" title={<h2 className="ds-investor-section-title">Sources</h2>}>
        <InvestorSources sources={investor.sources} />
      </Card>
      <SimilarCompanies investorId={investor.id} />
      <InvestorDeals deals={activities} />
    </>
  );
}
