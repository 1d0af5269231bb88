import type { TableReport } from './table-pdf';

/** The spec's progress: +7 every 100 ms (part 2 §9); it waits at 98 until the file is made, then shows 100. */
const STEP = 7;
const TICK_MS = 100;

/** Makes a report's PDF in a worker, reporting progress; resolves with the file once progress has reached 100. */
export function makePdf(report: TableReport, onProgress: (percent: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    let percent = 0;
    onProgress(percent);
    const timer = setInterval(() => {
      percent = Math.min(percent + STEP, 98);
      onProgress(percent);
    }, TICK_MS);
    const worker = new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      clearInterval(timer);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<{ pdf?: ArrayBuffer; error?: string }>) => {
      finish();
      if (!event.data.pdf) return reject(new Error(event.data.error ?? 'The PDF could not be made'));
      onProgress(100);
      resolve(new Blob([event.data.pdf], { type: 'application/pdf' }));
    };
    worker.onerror = () => {
      finish();
      reject(new Error('The PDF could not be made'));
    };
    worker.postMessage({ report, date: new Date().toLocaleDateString('en-US', { dateStyle: 'medium' }) });
  });
}
