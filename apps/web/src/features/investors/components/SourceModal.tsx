import type { InvestorSource } from '@dealscout/domain';
import { Modal } from 'antd';
import { InvestorSources } from './InvestorSources';

/** Source modal width (spec part 2 §9). */
const SOURCE_MODAL_WIDTH = 600;

/** 'Source': the selected investor's numbered source links, or 'No source available'. */
export function SourceModal({ open, sources, onClose }: { open: boolean; sources: readonly InvestorSource[]; onClose: () => void }) {
  return (
    <Modal open={open} title="Source" width={SOURCE_MODAL_WIDTH} footer={null} onCancel={onClose}>
      <InvestorSources sources={sources} />
    </Modal>
  );
}
