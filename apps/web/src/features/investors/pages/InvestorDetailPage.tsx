import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { pages } from '../../../platform/paths';
import { ApiError, endedSession, errorMessage } from '../../../platform/api-error';
import { useInvestorDetail, useNaics } from '../api';
import { AddToLeadsButton } from '../../leads/components/AddToLeadsButton';
import { investorLead } from '../../leads/lead-drafts';
import { InvestorDetail } from '../components/InvestorDetail';
import '../investors.css';

/** /leads/investors/{id}, 'Investor Detail' (spec part 2 §2): every field of one investor, with a way back. */
export function InvestorDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const detail = useInvestorDetail(id);
  const naics = useNaics();
  // Back to the search as it was when the user came from it; to a fresh search when the page was opened directly.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(pages.dataset));

  let body;
  if (detail.isPending) body = <Spin className="ds-investor-loading" size="large" />;
  else if (detail.error instanceof ApiError && detail.error.status === 404)
    body = <Result status="404" title={<h2 className="ds-investor-section-title">{detail.error.message}</h2>} />;
  else if (detail.isError)
    body = !endedSession(detail.error) && (
      <Alert
        type="error"
        showIcon
        title={errorMessage(detail.error)}
        action={<Button onClick={() => void detail.refetch()}>Try again</Button>}
      />
    );
  else body = <InvestorDetail detail={detail.data} naicsName={naics.nameOf} />;

  return (
    <div className="ds-investors-page">
      <div className="ds-investors-heading">
        <div className="ds-investor-detail-heading">
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back} aria-label="Back" />
          <h1 className="ds-investors-title">Investor Detail</h1>
        </div>
        {detail.data && <AddToLeadsButton lead={investorLead(detail.data.investor)} />}
      </div>
      {body}
    </div>
  );
}
