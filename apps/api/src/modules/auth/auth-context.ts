import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.js';

/** What the auth services need: the app's dependencies, its signing secret and a logger. */
export type AuthContext = AppDeps & { log: FastifyBaseLogger };
