// haproxy from Debian in front of a bench's API processes: installed when missing (as root on Debian,
// the way scripts/ensure-chromium.mjs installs Chromium), a generated configuration in a temp dir,
// HTTP health checks on GET /api/health, and its stats (CSV) to see which servers it holds up or down.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHealth } from './servers.js';

const HAPROXY = '/usr/sbin/haproxy';

export function ensureHaproxy(): string {
  if (existsSync(HAPROXY)) return HAPROXY;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) {
    throw new Error(`haproxy was not found at ${HAPROXY}: install Debian's haproxy package (apt-get install -y haproxy).`);
  }
  console.log('Installing Debian haproxy for the cluster bench (apt-get install -y haproxy)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'haproxy']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install haproxy.`);
  }
  if (!existsSync(HAPROXY)) throw new Error(`haproxy was installed but ${HAPROXY} is missing.`);
  return HAPROXY;
}

export interface Backend {
  name: string;
  port: number;
}

/**
 * Checked every second (an answer may take up to 5 s); two failed checks take a server out, two passed put it back. A request whose
 * connection is refused is tried again on another server (retries, redispatch). The server's name goes
 * back in X-Served-By, so a client knows which process answered it. Streams stay open while they send
 * (the API's heartbeat comes every 25 s).
 */
const configuration = (port: number, statsPort: number, backends: Backend[]) => `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 5s
  retries 3
  option redispatch

frontend api
  bind 127.0.0.1:${port}
  default_backend api_processes

backend api_processes
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  # The client's address, written over whatever the client sent (the API trusts this one hop: TRUST_PROXY=1).
  http-request set-header X-Forwarded-For %[src]
  http-response set-header X-Served-By %s
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;

export async function startHaproxy(port: number, statsPort: number, backends: Backend[]) {
  const binary = ensureHaproxy();
  const dir = await mkdtemp(path.join(tmpdir(), 'dealscout-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, configuration(port, statsPort, backends));
  const checked = spawnSync(binary, ['-c', '-f', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`haproxy refused its configuration:\n${checked.stdout}${checked.stderr}`);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  if (!(await waitForHealth(`${base}/api/health`, 20_000, () => child.exitCode === null))) {
    child.kill('SIGKILL');
    throw new Error(`haproxy did not start or sees no healthy server:\n${stderr}`);
  }
  return {
    base,
    /** Each server's status as haproxy holds it: UP, DOWN, or a transition such as "UP 1/2". */
    async serverStates(): Promise<Map<string, string>> {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const [header, ...lines] = csv.replace(/^# /, '').trim().split('\n');
      const columns = header!.split(',');
      const at = (name: string) => columns.indexOf(name);
      const states = new Map<string, string>();
      for (const cells of lines.map((line) => line.split(','))) {
        if (cells[at('pxname')] === 'api_processes' && !['FRONTEND', 'BACKEND'].includes(cells[at('svname')]!)) {
          states.set(cells[at('svname')]!, cells[at('status')]!);
        }
      }
      return states;
    },
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
