import { mkdtemp, rm, utimes } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

export const TEST_BUCKET = 'dealscout-test';

/**
 * s3rver (a Node server of the S3 REST protocol, objects in a directory) on a free port of 127.0.0.1,
 * with one bucket (in `existingDirectory` when given: a restart). It accepts the key pair S3RVER/S3RVER, which the AWS SDK reads from the environment.
 */
export async function startS3Server(port = 0, existingDirectory?: string) {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const directory = existingDirectory ?? (await mkdtemp(path.join(tmpdir(), 'dealscout-s3-')));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const address = await server.run();
  const http = (server as unknown as { httpServer: Server }).httpServer;
  const objectPath = (key: string) => path.join(directory, TEST_BUCKET, 'files', `${key}._S3rver_object`);
  return {
    port: address.port,
    endpoint: `http://127.0.0.1:${address.port}`,
    directory,
    /** The HTTP server, to watch the requests it is sent. */
    http,
    /** The settings FILE_STORAGE=s3 reads, for this server. */
    env: { FILE_STORAGE: 's3', S3_BUCKET: TEST_BUCKET, S3_ENDPOINT: `http://127.0.0.1:${address.port}`, S3_FORCE_PATH_STYLE: 'true' },
    /** Makes a stored object look last written at `when` (s3rver reports its file's mtime). */
    touch: (key: string, when: Date) => utimes(objectPath(key), when, when),
    /** Stops answering at once, cutting the connections in flight; the objects stay. */
    async stop() {
      http.closeAllConnections();
      await server.close();
    },
    async close() {
      if (http.listening) await this.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/**
 * An s3rver for a test file: started before it (call before useWorkspace, whose app then finds the
 * settings in `env`), closed after it. A server that cannot start fails the file.
 */
export function useS3Server(env: Record<string, string>) {
  const holder = {} as { server: S3Server };
  beforeAll(async () => {
    holder.server = await startS3Server();
    Object.assign(env, holder.server.env);
  });
  afterAll(() => holder.server?.close());
  return holder;
}
