import { formatFileSize, type DatasetImportMapping, type ImportProgress, type ImportUpload } from '@dealscout/domain';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api-error';
import { usePreview, useStartImport } from '../api';
import { missingRequired, unusedHeaders } from '../mapping-state';
import { MappingTable } from './MappingTable';
import { PreviewTable } from './PreviewTable';

interface MappingStepProps {
  upload: ImportUpload;
  kind: ImportProgress['kind'];
  onStarted: () => void;
  onCancel: () => void;
}

/** The second step: the columns mapped to our fields, the first rows previewed with their problems, then Run import. */
export function MappingStep({ upload, kind, onStarted, onCancel }: MappingStepProps) {
  const [mapping, setMapping] = useState<DatasetImportMapping>(upload.mapping);
  const changed = mapping !== upload.mapping;
  const preview = usePreview(kind, upload.upload_id, mapping, changed);
  const start = useStartImport(kind);
  const rows = changed ? (preview.data?.rows ?? []) : upload.rows;
  const missing = missingRequired(upload.fields, mapping);
  const unused = unusedHeaders(upload.headers, mapping);
  const mapped = upload.fields.filter((field) => mapping[field.name] !== undefined);
  const problems = rows.filter((row) => row.problems.length).length;

  return (
    <>
      <section className="ds-imports-step" aria-labelledby="ds-imports-map">
        <div className="ds-imports-file">
          <h2 id="ds-imports-map" className="ds-imports-subtitle">
            2. Map the columns of {upload.file_name}
          </h2>
          <span className="ds-imports-muted">{formatFileSize(upload.size)}</span>
          <Button onClick={onCancel}>Choose another file</Button>
        </div>
        <p className="ds-imports-muted">Guessed from the headers: change any column, or leave a field out with “Not imported”.</p>
        <MappingTable fields={upload.fields} headers={upload.headers} mapping={mapping} onChange={setMapping} />
        {unused.length > 0 && <p className="ds-imports-muted">Columns not imported: {unused.join(', ')}</p>}
      </section>
      <section className="ds-imports-step" aria-labelledby="ds-imports-preview">
        <h2 id="ds-imports-preview" className="ds-imports-subtitle">
          3. Preview the first {rows.length} rows
        </h2>
        <p className="ds-imports-muted" role="status">
          {problems
            ? `${problems} of these rows ${problems === 1 ? 'has' : 'have'} problems: ${problems === 1 ? 'it' : 'they'} will be rejected and listed in the report.`
            : 'These rows have no problems.'}
        </p>
        {preview.error && <Alert type="error" showIcon title={errorMessage(preview.error)} />}
        <PreviewTable fields={mapped} rows={rows} loading={changed && preview.isFetching} />
      </section>
      <div className="ds-imports-actions">
        {missing.length > 0 && (
          <Alert type="warning" showIcon title={`Map a column to ${missing.join(', ')} to run the import: it is required.`} />
        )}
        {start.error && <Alert type="error" showIcon title={errorMessage(start.error)} />}
        <Button
          type="primary"
          size="large"
          disabled={missing.length > 0}
          loading={start.isPending}
          onClick={() => start.mutate({ upload_id: upload.upload_id, mapping }, { onSuccess: onStarted })}
        >
          Run import
        </Button>
      </div>
    </>
  );
}
