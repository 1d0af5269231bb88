import { ArrowRightOutlined, LinkOutlined, ProfileOutlined } from '@ant-design/icons';
import { displayText, type InvestorRow } from '@dealscout/domain';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { investorPath } from '../../../platform/paths';
import { AddToLeadsButton } from '../../leads/components/AddToLeadsButton';
import { investorLead } from '../../leads/lead-drafts';
import { naicsText } from '../investor-facts';
import { FullProfileModal } from './FullProfileModal';
import { InvestorKeywords } from './InvestorKeywords';
import { InvestorHeading } from './InvestorHeading';
import { SourceModal } from './SourceModal';

interface InvestorProfileCardProps {
  investor: InvestorRow;
  naicsName: (code: string) => string | undefined;
}

/** The selected row's profile beside the table, with the 'Full Profile' and 'Source' modals and a link to its page. */
export function InvestorProfileCard({ investor, naicsName }: InvestorProfileCardProps) {
  const [open, setOpen] = useState<'profile' | 'source' | null>(null);
  const close = () => setOpen(null);

  return (
    <Card className="ds-investor-card" aria-label={`Profile of ${investor.company_name}`} role="region">
      <InvestorHeading investor={investor} size={48} nameClass="ds-investor-card-name" />
      <dl className="ds-investor-card-facts">
        <div>
          <dt>Rank score</dt>
          <dd>{investor.score}</dd>
        </div>
        <div>
          <dt>NAICS Industry</dt>
          <dd>{naicsText(investor.naics_six_digit_industry, naicsName)}</dd>
        </div>
        <div>
          <dt>Sector Focus</dt>
          <dd>{displayText(investor.sector_focus.join(', '))}</dd>
        </div>
      </dl>
      <p className="ds-investor-card-description">{displayText(investor.description)}</p>
      <InvestorKeywords keywords={investor.keywords.slice(0, 6)} />
      <div className="ds-investor-card-actions">
        <Button type="primary" icon={<ProfileOutlined aria-hidden />} onClick={() => setOpen('profile')}>
          Full Profile
        </Button>
        <Button icon={<LinkOutlined aria-hidden />} onClick={() => setOpen('source')}>
          Source
        </Button>
        <AddToLeadsButton lead={investorLead(investor)} />
        <Link className="ds-investor-card-link" to={investorPath(investor.id)}>
          Investor Detail <ArrowRightOutlined aria-hidden />
        </Link>
      </div>
      <FullProfileModal open={open === 'profile'} investor={investor} naicsName={naicsName} onClose={close} />
      <SourceModal open={open === 'source'} sources={investor.sources} onClose={close} />
    </Card>
  );
}
