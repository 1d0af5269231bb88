import { CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_EXTENSIONS, type TaskAttachment } from '@dealscout/domain';
import { App, Button, Upload, type UploadProps } from 'antd';
import { checkUpload } from '../../documents/upload-check';

interface AttachmentPickerProps {
  saved: TaskAttachment[];
  kept: string[];
  onKeptChange: (ids: string[]) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
}

const ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The task's attachments: saved ones (removable) and new ones, checked as documents are; a name
 * already in the list is refused with 'File already exists' (spec part 1 §5).
 */
export function AttachmentPicker({ saved, kept, onKeptChange, files, onFilesChange }: AttachmentPickerProps) {
  const { message } = App.useApp();
  const names = [...saved.filter((file) => kept.includes(file.id)).map((file) => file.name), ...files.map((file) => file.name)];
  const beforeUpload: UploadProps['beforeUpload'] = (file, drop) => {
    if (file === drop[0]) {
      const { accepted, errors } = checkUpload(drop, names);
      for (const error of errors) void message.error(error);
      if (accepted.length) onFilesChange([...files, ...accepted]);
    }
    return Upload.LIST_IGNORE;
  };
  const row = (key: string, name: string, onRemove: () => void) => (
    <li key={key}>
      <PaperClipOutlined aria-hidden /> <span className="ds-task-file-name">{name}</span>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`Remove ${name}`} onClick={onRemove} />
    </li>
  );
  return (
    <div className="ds-task-attachments">
      <span className="ds-task-attachments-label">Attachments</span>
      <ul className="ds-task-file-list">
        {saved
          .filter((file) => kept.includes(file.id))
          .map((file) => row(file.id, file.name, () => onKeptChange(kept.filter((id) => id !== file.id))))}
        {files.map((file, index) => row(`new-${index}`, file.name, () => onFilesChange(files.filter((other) => other !== file))))}
      </ul>
      <Upload multiple accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload}>
        <Button icon={<UploadOutlined aria-hidden />}>Attach files</Button>
      </Upload>
    </div>
  );
}
