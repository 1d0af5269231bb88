import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** pino: readable lines on a terminal, JSON lines otherwise (for log collectors). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
    : {};
  return { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'], ...pretty };
}
