import { CommentOutlined, ReloadOutlined } from '@ant-design/icons';
import { BUYERS_PAGE_SIZE, hasFlorenceDetails, type Company } from '@dealscout/domain';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useSession } from '../../../platform/session';
import { ExportButtons } from '../../exports/ExportButtons';
import { useBuyers } from '../api';
import { buyersExport } from '../buyers-export';
import { counterpartLabels } from '../labels';
import { useBuyersView } from '../useBuyersView';
import { useGeneration } from '../useGeneration';
import { BuyerList } from './BuyerList';
import { DetailsRequired, GenerateList } from './EmptyStates';
import { FeedbackModal } from './FeedbackModal';
import { FreeTrialLimitModal } from './FreeTrialLimitModal';
import { GenerateButton } from './GenerateButton';
import { WeakAnswerNotice } from './WeakAnswerNotice';

/**
 * The Florence page for one company: its ranked list, or the way to one; Regenerate, feedback and the
 * exports (disabled until there is a list to export) in the header.
 */
export function FlorenceView({ company }: { company: Company }) {
  const labels = counterpartLabels(company.user_input);
  const generation = useGeneration(company);
  const role = useSession().data?.role ?? '';
  const [view, setView] = useBuyersView(company.id);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const buyers = useBuyers(company.id, view, BUYERS_PAGE_SIZE);
  const hasList = !!buyers.data?.generated_at;

  let body;
  if (buyers.isError && !endedSession(buyers.error))
    body = (
      <Alert
        type="error"
        showIcon
        title={errorMessage(buyers.error)}
        action={<Button onClick={() => void buyers.refetch()}>Try again</Button>}
      />
    );
  else if (!buyers.data)
    body = (
      <div className="ds-florence-loading">
        <Spin size="large" aria-label="Loading" />
      </div>
    );
  else if (hasList)
    body = (
      <>
        <WeakAnswerNotice answer={buyers.data.answer} counterparts={labels.plural} />
        <BuyerList
          reply={buyers.data}
          loading={buyers.isPlaceholderData}
          view={view}
          onView={setView}
          labels={labels}
          companyId={company.id}
          companyName={company.company_name}
        />
      </>
    );
  else if (!hasFlorenceDetails(company.user_input)) body = <DetailsRequired counterparts={labels.plural} />;
  else body = <GenerateList generation={generation} counterparts={labels.plural} />;

  return (
    <div className="ds-florence-page">
      <header className="ds-florence-heading">
        <div>
          <h1 className="ds-florence-title">Florence</h1>
          <p className="ds-florence-subtitle">
            AI recommended {labels.plural.toLowerCase()} for <strong>{company.company_name}</strong>
          </p>
        </div>
        <nav className="ds-florence-actions" aria-label="List actions">
          {hasList && (
            <>
              <GenerateButton generation={generation} label="Regenerate List" icon={<ReloadOutlined aria-hidden />} />
              <Button icon={<CommentOutlined aria-hidden />} onClick={() => setFeedbackOpen(true)}>
                Provide feedback
              </Button>
            </>
          )}
          <ExportButtons source={buyersExport(company, role, view, labels.plural)} disabled={!hasList || !buyers.data?.total} />
        </nav>
      </header>
      {body}
      <FeedbackModal open={feedbackOpen} company={company} onClose={() => setFeedbackOpen(false)} />
      <FreeTrialLimitModal open={generation.trialOpen} onClose={generation.closeTrial} />
    </div>
  );
}
