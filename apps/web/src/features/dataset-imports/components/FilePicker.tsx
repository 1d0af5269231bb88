import { InboxOutlined } from '@ant-design/icons';
import {
  DATASET_IMPORT_KINDS,
  DATASET_IMPORT_LABELS,
  MAX_IMPORT_BYTES,
  type DatasetImportKind,
  type ImportUpload,
} from '@dealscout/domain';
import { Alert, Progress, Radio, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api-error';
import { useUploadImportFile } from '../api';

interface FilePickerProps {
  kind: DatasetImportKind;
  onKind: (kind: DatasetImportKind) => void;
  onUploaded: (upload: ImportUpload) => void;
}

/** The first step: which dataset, and its CSV, dropped or picked; it goes up at once. */
export function FilePicker({ kind, onKind, onUploaded }: FilePickerProps) {
  const { mutate: upload, isPending, error, reset } = useUploadImportFile();
  const [percent, setPercent] = useState(0);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    setPercent(0);
    upload({ kind, file, onProgress: setPercent }, { onSuccess: onUploaded });
    return Upload.LIST_IGNORE;
  };

  return (
    <section className="ds-imports-step" aria-labelledby="ds-imports-choose">
      <h2 id="ds-imports-choose" className="ds-imports-subtitle">
        1. Choose the dataset and its CSV
      </h2>
      <Radio.Group
        aria-label="Dataset to import"
        optionType="button"
        buttonStyle="solid"
        value={kind}
        onChange={(event) => {
          reset();
          onKind(event.target.value as DatasetImportKind);
        }}
        options={DATASET_IMPORT_KINDS.map((value) => ({ value, label: DATASET_IMPORT_LABELS[value] }))}
      />
      <Upload.Dragger accept=".csv,.txt,text/csv" showUploadList={false} beforeUpload={beforeUpload} disabled={isPending}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">
          {isPending ? 'Uploading…' : `Click or drag a CSV of ${DATASET_IMPORT_LABELS[kind].toLowerCase()} here`}
        </p>
        <p className="ant-upload-hint">
          Any columns: you map them to ours next. A .csv or .txt file smaller than {MAX_IMPORT_BYTES / 1024 / 1024} MB.
        </p>
      </Upload.Dragger>
      {isPending && <Progress percent={percent} size="small" aria-label="Upload progress" />}
      {error && <Alert type="error" showIcon title={errorMessage(error, 'The upload failed')} />}
    </section>
  );
}
