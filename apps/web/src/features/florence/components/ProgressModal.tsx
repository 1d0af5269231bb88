import type { AlgoStatusItem } from '@dealscout/domain';
import { Modal, Progress } from 'antd';
import { useNow } from '../useNow';
import { elapsedText, estimateText, progressPercent, stepName } from '../progress';

interface ProgressModalProps {
  open: boolean;
  runs: AlgoStatusItem[];
  estimateMs: number | null;
  onClose: () => void;
}

/**
 * Generation progress (spec part 2 §2 modals): each processing run's company, step and elapsed time,
 * and how long a list takes, from recent runs (nothing is promised before one has completed).
 */
export function ProgressModal({ open, runs, estimateMs, onClose }: ProgressModalProps) {
  const estimate = estimateText(estimateMs);
  return (
    <Modal open={open} title="Florence is generating" onCancel={onClose} footer={null} destroyOnHidden>
      <p className="ds-florence-progress-intro">
        Building results for following companies
        {estimate && <span className="ds-florence-muted">. A list usually takes {estimate}.</span>}
      </p>
      <RunList runs={runs} />
    </Modal>
  );
}

/** The runs with their elapsed time, ticking each second while the modal is open. */
function RunList({ runs }: { runs: AlgoStatusItem[] }) {
  const now = useNow();
  return (
    <ul className="ds-florence-progress-runs" aria-label="Lists being generated">
      {runs.map((run) => (
        <li key={run.id} className="ds-florence-progress-run" aria-label={run.company_name}>
          <div className="ds-florence-progress-head">
            <strong>{run.company_name}</strong>
            <span className="ds-florence-muted">
              Elapsed <time>{elapsedText(now - Date.parse(run.called_at))}</time>
            </span>
          </div>
          <Progress
            percent={progressPercent(run.current_step)}
            status="active"
            strokeColor="#0f4c5c"
            aria-label={`${run.company_name}: step ${run.current_step} of 4`}
          />
          <span className="ds-florence-progress-step">
            Step {run.current_step} of 4: {stepName(run.current_step)}
            {!run.own && <span className="ds-florence-muted"> (started by {run.user})</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
