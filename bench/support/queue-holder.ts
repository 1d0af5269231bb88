// A worker process for bench:queue-compare's kill -9: it queues one job on the named queue, claims it,
// says `held` on stdout and then does nothing, holding the job, until it is killed.
// Arguments: a QueueTarget as JSON, a ContenderKey, a RunOwner as JSON.
import { openQueueSide, type ContenderKey, type QueueTarget, type RunOwner } from './queue-setup.js';

const [target, key, owner] = [JSON.parse(process.argv[2]!) as QueueTarget, process.argv[3] as ContenderKey, JSON.parse(process.argv[4]!) as RunOwner];
const side = await openQueueSide(target);
const queue = await side.contender(key, owner);
await queue.enqueue();
if (!(await queue.holdOne())) throw new Error(`${key}: the job just queued could not be claimed`);
console.log('held');
setInterval(() => undefined, 60_000);
