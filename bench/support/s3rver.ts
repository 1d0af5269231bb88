// s3rver (an S3 server in Node, objects in a directory) in a process of its own, for the benches' FILE_STORAGE=s3.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BUCKET = 'dealscout-bench';

/** Starts s3rver on a free port of 127.0.0.1 over a new directory; `env` is what the API reads to use it. */
export async function startS3rver() {
  const directory = await mkdtemp(path.join(tmpdir(), 'dealscout-bench-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(process.execPath, [bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '-s', '--configure-bucket', BUCKET], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      const listening = /listening on [\d.]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening: ${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    pid: child.pid!,
    directory,
    /** The API's settings for this server; the SDK reads the key pair s3rver accepts from the environment. */
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
