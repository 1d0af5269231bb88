import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { CrmExport, RecordedAction } from '@dealscout/domain';
import { App, Button, Modal, Progress } from 'antd';
import { useState } from 'react';
import { endedSession, errorMessage } from '../../platform/api-error';
import { CrmExportButton } from './CrmExportButton';
import { csvFile } from './csv-file';
import { makePdf } from './make-pdf';
import { recordAction } from './record-action';
import { saveFile } from './save-file';
import type { TableReport } from './table-pdf';
import './exports.css';

export interface ExportSource {
  /** The file name without its extension. */
  fileBase: string;
  /** The rows to export, read when a button is pressed. */
  load: () => Promise<{ pdf: TableReport; csv: { headers: readonly string[]; rows: string[][] } }>;
  actions: { pdf: RecordedAction; csv: RecordedAction };
  companyId?: string | null;
  /** The CRM export's request (spec part 2 §7 'crm_export'). */
  crm: () => Promise<CrmExport>;
}

/** 'Download PDF' and 'Download CSV' (disabled when there is nothing to export), and 'Export to CRM'. */
export function ExportButtons({ source, disabled }: { source: ExportSource; disabled: boolean }) {
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);

  const run = async (kind: 'pdf' | 'csv') => {
    setBusy(kind);
    try {
      const { pdf, csv } = await source.load();
      if (kind === 'pdf') saveFile(await makePdf(pdf, setProgress), `${source.fileBase}.pdf`);
      else saveFile(csvFile(csv.headers, csv.rows), `${source.fileBase}.csv`);
      await recordAction(source.actions[kind], source.companyId);
    } catch (error) {
      if (!endedSession(error)) void message.error(errorMessage(error, error instanceof Error ? error.message : undefined));
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  return (
    <span className="ds-export-buttons">
      <Button
        icon={<FilePdfOutlined aria-hidden />}
        disabled={disabled || busy !== null}
        loading={busy === 'pdf'}
        onClick={() => void run('pdf')}
      >
        Download PDF
      </Button>
      <Button
        icon={<FileExcelOutlined aria-hidden />}
        disabled={disabled || busy !== null}
        loading={busy === 'csv'}
        onClick={() => void run('csv')}
      >
        Download CSV
      </Button>
      <CrmExportButton request={source.crm} disabled={disabled} />
      <Modal open={progress !== null} title="Preparing your PDF" footer={null} closable={false} mask={{ closable: false }}>
        <Progress percent={progress ?? 0} aria-label="PDF progress" />
      </Modal>
    </span>
  );
}
