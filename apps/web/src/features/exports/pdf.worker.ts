import { tablePdf, type TableReport } from './table-pdf';

/** Builds a report off the page's thread, so a 300-row PDF never freezes the page. */
self.onmessage = (event: MessageEvent<{ report: TableReport; date: string }>) => {
  try {
    const pdf = tablePdf(event.data.report, event.data.date);
    (self as unknown as Worker).postMessage({ pdf }, [pdf]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ error: error instanceof Error ? error.message : 'The PDF could not be made' });
  }
};
