import { DownloadOutlined } from '@ant-design/icons';
import type { ImportProgress } from '@dealscout/domain';
import { Alert, Button, Progress } from 'antd';
import { reportUrl } from '../api';

interface ImportRunProps {
  progress: ImportProgress;
  onAnother: () => void;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The last step: the import's progress bar while it runs, then its counts and report, or why it failed. */
export function ImportRun({ progress, onAnother }: ImportRunProps) {
  const percent = Math.floor(progress.share * 100);
  return (
    <section className="ds-imports-step" aria-labelledby="ds-imports-run">
      <h2 id="ds-imports-run" className="ds-imports-subtitle">
        {progress.state === 'running' ? 'Importing' : progress.state === 'completed' ? 'Import finished' : 'Import failed'}:{' '}
        {progress.file_name}
      </h2>
      <Progress
        percent={percent}
        status={progress.state === 'failed' ? 'exception' : progress.state === 'running' ? 'active' : 'success'}
        aria-label="Import progress"
      />
      <p className="ds-imports-muted" role="status">
        {progress.state !== 'running'
          ? `${count(progress.rows)} rows read.`
          : progress.share < 1
            ? `${count(progress.rows)} rows read…`
            : `All ${count(progress.rows)} rows read: writing them to the database…`}
      </p>
      {progress.state === 'failed' && <Alert type="error" showIcon title="Nothing was changed." description={progress.error} />}
      {progress.counts && (
        <dl className="ds-imports-counts">
          {progress.counts.map((item) => (
            <div key={item.key} className="ds-imports-count">
              <dt>{item.label}</dt>
              <dd>{count(item.count)}</dd>
            </div>
          ))}
        </dl>
      )}
      {progress.state !== 'running' && (
        <div className="ds-imports-actions">
          {progress.state === 'completed' && (
            <Button type="primary" icon={<DownloadOutlined aria-hidden />} href={reportUrl(progress.kind)} download>
              Download report
            </Button>
          )}
          <Button onClick={onAnother}>Import another file</Button>
        </div>
      )}
    </section>
  );
}
