import { displayText, type Investor } from '@dealscout/domain';
import { Modal } from 'antd';
import { InvestorFacts } from './InvestorFacts';
import { InvestorKeywords } from './InvestorKeywords';
import { InvestorLogo } from '../../../ui/InvestorLogo';

interface FullProfileModalProps {
  open: boolean;
  investor: Investor;
  naicsName: (code: string) => string | undefined;
  onClose: () => void;
}

/** 'Full Profile': every field of the selected investor without leaving the search. */
export function FullProfileModal({ open, investor, naicsName, onClose }: FullProfileModalProps) {
  return (
    <Modal
      open={open}
      title={
        <span className="ds-investor-modal-title">
          <InvestorLogo name={investor.company_name} size={32} />
          {investor.company_name}
        </span>
      }
      width={760}
      footer={null}
      onCancel={onClose}
    >
      <div className="ds-investor-profile-body">
        <section aria-label="Description">
          <h3 className="ds-investor-fact-title">Description</h3>
          <p className="ds-investor-description">{displayText(investor.description)}</p>
        </section>
        <section aria-label="Keywords">
          <h3 className="ds-investor-fact-title">Keywords</h3>
          <InvestorKeywords keywords={investor.keywords} />
        </section>
        <InvestorFacts investor={investor} naicsName={naicsName} />
      </div>
    </Modal>
  );
}
