import { superuserRefusal, type DatasetImportKind, type ImportUpload } from '@dealscout/domain';
import { Alert, Spin } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { errorMessage } from '../../../platform/api-error';
import { signedInHome } from '../../../platform/paths';
import { useSession } from '../../../platform/session';
import { useImportProgress } from '../api';
import { FilePicker } from '../components/FilePicker';
import { ImportRun } from '../components/ImportRun';
import { MappingStep } from '../components/MappingStep';
import '../dataset-imports.css';

/**
 * /leads/imports (issue 39): the superuser imports a dataset's CSV while the server runs: the file's
 * columns mapped to ours, the first rows previewed with their problems, the import's progress, its counts
 * and report. Anyone else goes to their home.
 */
export function DatasetImportsPage() {
  const { data: user } = useSession();
  const [kind, setKind] = useState<DatasetImportKind>('investors');
  const [upload, setUpload] = useState<ImportUpload | null>(null);
  const [watching, setWatching] = useState(false);
  const progress = useImportProgress(kind);
  if (user && superuserRefusal({ isSuperuser: user.is_superuser })) return <Navigate to={signedInHome(user)} replace />;

  const run = progress.data;
  const showRun = run && (run.state === 'running' || watching);
  const another = () => {
    setWatching(false);
    setUpload(null);
  };

  return (
    <div className="ds-imports-page">
      <h1 className="ds-imports-title">Dataset Imports</h1>
      <p className="ds-imports-muted">
        Import a CSV of investors or deals from any source. The server keeps serving while it runs; a file that cannot be imported changes
        nothing.
      </p>
      {progress.isPending ? (
        <Spin aria-label="Loading" />
      ) : showRun ? (
        <ImportRun progress={run} onAnother={another} />
      ) : upload ? (
        <MappingStep key={upload.upload_id} upload={upload} kind={kind} onStarted={() => setWatching(true)} onCancel={another} />
      ) : (
        <>
          {/* A dataset whose import is not available yet says so here, and another can still be chosen. */}
          {progress.error && <Alert type="warning" showIcon title={errorMessage(progress.error)} />}
          <FilePicker kind={kind} onKind={setKind} onUploaded={setUpload} />
        </>
      )}
    </div>
  );
}
