/** What saved-searches offers to the other modules: they import it from here, never from its files. */
export { wakeAlertsWorkers } from './alerts/alerts-worker.js';
