import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT, CONFIG_VARIABLES } from '../src/config.js';

const CONFIGURATION_DOC = path.resolve(API_ROOT, '../../docs/configuration.md');

/** The variables of the table under '## Read by the API' in docs/configuration.md: each backticked name of the first column. */
async function documentedVariables(): Promise<string[]> {
  const text = await readFile(CONFIGURATION_DOC, 'utf8');
  const section = text.slice(text.indexOf('## Read by the API'));
  const table = section.slice(section.indexOf('\n|')).split('\n\n')[0]!;
  const firstCells = table
    .split('\n')
    .slice(3)
    .map((row) => row.split('|')[1] ?? '');
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!));
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the configuration table', () => {
  it('lists every variable config.ts reads, and only those', async () => {
    const documented = await documentedVariables();
    expect(documented.length).toBeGreaterThan(0);
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name)).sort()).toEqual([]);
    expect(documented.filter((name) => !CONFIG_VARIABLES.includes(name)).sort()).toEqual([]);
  });

  it('is the whole story: no other file of the API reads the environment', async () => {
    const readers: string[] = [];
    for (const file of await sourceFiles(path.join(API_ROOT, 'src'))) {
      if (file.endsWith(path.join('src', 'config.ts'))) continue;
      if ((await readFile(file, 'utf8')).includes('process.env')) readers.push(path.relative(API_ROOT, file));
    }
    expect(readers).toEqual([]);
  });
});
