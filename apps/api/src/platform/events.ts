import type { LiveChange } from '@dealscout/domain';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { clientOf, type Database } from '../db/client.js';
import type { Actor } from './actor.js';

/** What changed on a board, a pipeline or a Florence run: enough for an open page to know it should read it again. */
export type BoardEvent = LiveChange;

/**
 * Changes published after their transaction commits, to every API process: PostgreSQL LISTEN/NOTIFY
 * when the database is a server (processes share it), in process on embedded PGlite (one process).
 */
export interface EventBus {
  publish(channel: string, event: BoardEvent): Promise<void>;
  /** Calls `listener` for each event on `channel` until the returned function is called. */
  subscribe(channel: string, listener: (event: BoardEvent) => void): () => void;
  close(): Promise<void>;
}

const PG_CHANNEL = 'dealscout_events';

function localBus(): EventEmitter {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}

const subscribeTo = (emitter: EventEmitter) => (channel: string, listener: (event: BoardEvent) => void) => {
  emitter.on(channel, listener);
  return () => void emitter.off(channel, listener);
};

export function inProcessEvents(): EventBus {
  const emitter = localBus();
  return {
    publish: async (channel, event) => void emitter.emit(channel, event),
    subscribe: subscribeTo(emitter),
    close: async () => void emitter.removeAllListeners(),
  };
}

/**
 * One connection of the pool LISTENs for every process's NOTIFY (its own included) and hands events to
 * this process's subscribers; a dropped connection is opened again.
 */
export async function postgresEvents(pool: pg.Pool, log: FastifyBaseLogger): Promise<EventBus> {
  const emitter = localBus();
  let drop: (() => Promise<void>) | null = null;
  let closed = false;
  const deliver = (message: pg.Notification) => {
    if (message.channel !== PG_CHANNEL || !message.payload) return;
    const { channel, event } = JSON.parse(message.payload) as { channel: string; event: BoardEvent };
    emitter.emit(channel, event);
  };
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      client.release(true);
    };
    client.on('notification', deliver);
    // Stays attached after release: a connection ended under it (a restart, a dropped database) still reports here.
    client.on('error', (error) => {
      release();
      if (closed) return;
      log.warn({ err: error }, 'event listener connection lost; reconnecting');
      setTimeout(() => void connect().catch((retry: unknown) => log.error({ err: retry }, 'event listener reconnect failed')), 1000);
    });
    await client.query(`LISTEN ${PG_CHANNEL}`);
    // On close, wait for the connection to have ended: a database dropped right after must not catch it open.
    drop = () => {
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      release();
      return Promise.race([ended, new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref())]);
    };
  };
  await connect();
  return {
    publish: async (channel, event) => {
      await pool.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ channel, event })]);
    },
    subscribe: subscribeTo(emitter),
    close: async () => {
      closed = true;
      emitter.removeAllListeners();
      await drop?.();
    },
  };
}

/** The bus for a database: NOTIFY across processes on a PostgreSQL server, in process on PGlite. */
export async function eventBusFor(db: Database, log: FastifyBaseLogger): Promise<EventBus> {
  const client = clientOf(db);
  return client instanceof pg.Pool ? postgresEvents(client, log) : inProcessEvents();
}

/** Channels: one per company board, one per pipeline owner (an organization, or a user without one). */
export const boardChannel = (companyId: string) => `board:${companyId}`;
export const pipelineChannel = (owner: { organizationId: string | null; id: string }) =>
  owner.organizationId ? `pipeline:organization:${owner.organizationId}` : `pipeline:user:${owner.id}`;
/** Florence runs: the user's own, and those on an organization's companies (a colleague's run blocks Regenerate too). */
export const florenceUserChannel = (userId: string) => `florence:user:${userId}`;
export const florenceOrganizationChannel = (organizationId: string) => `florence:organization:${organizationId}`;
/** A Florence run is waiting: every process's worker hears it (through NOTIFY on PostgreSQL) rather than at its next poll. */
export const FLORENCE_QUEUE_CHANNEL = 'florence:queue';

/** What publishing needs of a request's context (an ActorContext has it; declared here so events.ts does not import the context, which imports the deps, which import events). */
export interface PublishingContext {
  actor: Actor;
  afterCommit(task: () => Promise<unknown>): void;
  events: EventBus;
}

/** Publishes a change once the request's transaction has committed (never for a change rolled back). */
export function publishAfterCommit(ctx: PublishingContext, channel: string, kind: BoardEvent['kind']) {
  ctx.afterCommit(() => ctx.events.publish(channel, { kind, actor: ctx.actor.id, at: Date.now() }));
}
