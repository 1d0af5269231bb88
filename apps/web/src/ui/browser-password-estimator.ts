import { passwordEstimator } from '@dealscout/domain/password-strength';
import { adjacencyGraphs, dictionary } from 'virtual:password-dictionaries';

/** The checklist's strength score, over the browser's smaller word lists (loaded with the first password page). */
export const estimatePassword = passwordEstimator({ dictionary, graphs: adjacencyGraphs });
