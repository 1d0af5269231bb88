import { LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { setProgressOpen, useProgressOpen } from '../progress-modal';
import { generatingLabel, processingRuns } from '../progress';
import { useFlorenceStatus } from '../useFlorenceStatus';
import { ProgressModal } from './ProgressModal';
import '../florence.css';

/**
 * The header's 'Florence generating N list(s)' button while lists are generating, the progress modal it
 * opens, and what happens when a run ends (useFlorenceStatus: the list reloads; the user's own failure opens the error dialog).
 */
export function FlorenceStatus() {
  const status = useFlorenceStatus(true);
  const open = useProgressOpen();
  const running = processingRuns(status.data?.runs ?? []);

  // When nothing is processing any more, the modal closes (spec part 2 §4).
  const none = running.length === 0;
  useEffect(() => {
    if (none && status.isSuccess) setProgressOpen(false);
  }, [none, status.isSuccess, status.dataUpdatedAt]);

  const label = generatingLabel(running.length);
  return (
    <>
      {!none && (
        <Button
          className="ds-florence-generating"
          icon={<LoadingOutlined aria-hidden />}
          onClick={() => setProgressOpen(true)}
          aria-label={label}
        >
          <span className="ds-florence-generating-long">{label}</span>
          <span className="ds-florence-generating-short" aria-hidden>
            {running.length}
          </span>
        </Button>
      )}
      <ProgressModal
        open={open && !none}
        runs={running}
        estimateMs={status.data?.estimate_ms ?? null}
        onClose={() => setProgressOpen(false)}
      />
    </>
  );
}
