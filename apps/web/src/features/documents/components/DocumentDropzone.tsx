import { InboxOutlined } from '@ant-design/icons';
import { DOCUMENT_EXTENSIONS, documentMessages, MAX_FILES_PER_UPLOAD } from '@dealscout/domain';
import { App, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api-error';
import { useUploadDocuments } from '../api';
import { checkUpload } from '../upload-check';

interface DocumentDropzoneProps {
  companyId: string;
  /** Names in the list already: a file with one of them is refused. */
  existingNames: string[];
}

const TYPES = DOCUMENT_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');

/** Drop or pick files; each drop is checked and its valid files go up together in one request. */
export function DocumentDropzone({ companyId, existingNames }: DocumentDropzoneProps) {
  const { message } = App.useApp();
  const { mutateAsync: upload, isPending } = useUploadDocuments(companyId);
  const [progress, setProgress] = useState(0);

  const send = (files: File[]) => {
    const { accepted, errors } = checkUpload(files, existingNames);
    for (const error of errors) void message.error(error);
    if (accepted.length === 0) return;
    setProgress(0);
    upload({ files: accepted, onProgress: setProgress }).then(
      () => void message.success(accepted.length === 1 ? documentMessages.uploadedOne : documentMessages.uploadedMany),
      (error: unknown) => void message.error(errorMessage(error, documentMessages.failed)),
    );
  };

  // Called once per file with the whole drop; the first call handles the drop, no call uploads on its own.
  const beforeUpload: UploadProps['beforeUpload'] = (file, drop) => {
    if (file === drop[0]) send(drop);
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="ds-documents-drop">
      <Upload.Dragger multiple showUploadList={false} beforeUpload={beforeUpload} disabled={isPending}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{isPending ? 'Uploading…' : 'Click or drag files here to upload'}</p>
        <p className="ant-upload-hint">
          {TYPES}. Up to {MAX_FILES_PER_UPLOAD} files at once, each smaller than 50 MB.
        </p>
      </Upload.Dragger>
      {isPending && <Progress percent={progress} size="small" aria-label="Upload progress" />}
    </div>
  );
}
