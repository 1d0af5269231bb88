// A clean `npm ci` says nothing: every locked package runs on the oldest Node the project supports,
// and every install script is allowed or refused in package.json's allowScripts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const locked = Object.entries(JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages).filter(([where]) => where);
const nameOf = (where) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);

test('every locked package supports the oldest Node of package.json engines', () => {
  const oldest = semver.minVersion(manifest.engines.node).version;
  const refusing = locked
    .filter(([, entry]) => typeof entry.engines?.node === 'string' && !semver.satisfies(oldest, entry.engines.node))
    .map(([where, entry]) => `${nameOf(where)}@${entry.version} requires node ${entry.engines.node}`);
  assert.deepEqual(refusing, []);
});

test('every install script is allowed or refused in allowScripts', () => {
  const decided = Object.keys(manifest.allowScripts ?? {});
  const covers = (name, version) => decided.some((key) => key === name || key === `${name}@${version}`);
  const open = locked
    .filter(([where, entry]) => entry.hasInstallScript && !covers(nameOf(where), entry.version))
    .map(([where, entry]) => `${nameOf(where)}@${entry.version}`);
  assert.deepEqual(open, []);
});
