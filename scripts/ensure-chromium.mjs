// The browser journeys need Chromium. Uses CHROMIUM_PATH or /usr/bin/chromium; as root on Debian,
// installs Debian's chromium package when it is missing; otherwise fails with what to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (process.env.CHROMIUM_PATH || !isRoot || !isDebian) {
    throw new Error(
      `Chromium was not found at ${wanted}. Install Debian's chromium package (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  console.log('Installing Debian chromium for the browser journeys (apt-get install -y chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install chromium or set CHROMIUM_PATH.`);
  }
  if (!existsSync(wanted)) throw new Error(`chromium was installed but ${wanted} is missing; set CHROMIUM_PATH.`);
  return wanted;
}
