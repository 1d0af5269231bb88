import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { investorPath } from '../../../platform/paths';
import { errorMessage } from '../../../platform/api-error';
import { useSimilarCompanies } from '../api';
import { investorLocation, investorTypeLabel } from '../investor-facts';
import { InvestorLogo } from './InvestorLogo';

/** The anchor 'Find similar' links to: the detail page scrolls to this section. */
export const SIMILAR_ANCHOR = 'similar';
export const similarPath = (id: string) => `${investorPath(id)}#${SIMILAR_ANCHOR}`;

/** 'Similar companies' on the investor detail: the ten most like it, each with its score and why. */
export function SimilarCompanies({ investorId }: { investorId: string }) {
  const similar = useSimilarCompanies(investorId);
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = !!similar.data;
  useEffect(() => {
    if (loaded && hash === `#${SIMILAR_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash, investorId]);

  let body;
  if (similar.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (similar.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(similar.error)}
        action={<Button onClick={() => void similar.refetch()}>Try again</Button>}
      />
    );
  else
    body = (
      <ol className="ds-similar-list">
        {similar.data.data.map(({ investor, score, reasons }) => (
          <li key={investor.id} className="ds-similar-item">
            <InvestorLogo name={investor.company_name} size={32} />
            <div className="ds-similar-body">
              <div className="ds-similar-head">
                <Link to={investorPath(investor.id)} className="ds-similar-name">
                  {investor.company_name}
                </Link>
                <span className="ds-similar-meta">
                  {investorTypeLabel(investor.type)} · {investorLocation(investor)} · score {score}
                </span>
              </div>
              <div className="ds-similar-reasons" aria-label={`Why ${investor.company_name}`}>
                {reasons.map((reason) => (
                  <Tag key={reason.kind}>{reason.text}</Tag>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ol>
    );
  return (
    <div ref={section} id={SIMILAR_ANCHOR} className="ds-similar">
      <Card className="ds-investor-section" title={<h2 className="ds-investor-section-title">Similar companies</h2>}>
        {body}
      </Card>
    </div>
  );
}
