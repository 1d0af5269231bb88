// A worker thread that fails (test/worker-thread.test.ts, test/florence/index-snapshot-thread.test.ts):
// it says it is ready, then as FAILING_WORKER says: 'throws' or 'exits' at its first message, or
// 'later' throws on its own a moment after it is ready, while nothing is asked of it.
import { parentPort } from 'node:worker_threads';

const how = process.env.FAILING_WORKER ?? 'throws';
parentPort!.on('message', () => {
  if (how === 'exits') process.exit(3);
  throw new Error('the failing worker failed');
});
parentPort!.postMessage('ready');
if (how === 'later') setTimeout(() => parentPort!.emit('message', 'failing on its own'), 10);
