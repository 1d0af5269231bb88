import { noteMessages } from '@dealscout/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyNotes } from '../src/db/schema/index.js';
import { bearer } from './support/auth-helpers.js';
import { nextClientAddress } from './support/test-app.js';
import { useWorkspace, type Who } from './support/workspace-fixture.js';

const w = useWorkspace();

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: Who, payload?: object) =>
  w.t.app.inject({ method, url, payload, headers: bearer(w.token[who]), remoteAddress: nextClientAddress() });

const addNote = async (companyId: string, notes: string, who: Who = 'owner') => {
  const response = await call('POST', `/api/company-notes/${companyId}`, who, { note_title: 'ignored', notes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const noteCount = async (companyId: string) =>
  (await w.t.db.select({ n: count() }).from(companyNotes).where(eq(companyNotes.companyId, companyId)))[0]!.n;

describe('notes: create and list', () => {
  it('creates a note first in the list, unpinned, with the title taken from its first line', async () => {
    const older = await addNote(w.company.private, '<p>Older note</p>');
    const note = await addNote(w.company.private, '<h1>Meeting &amp; call</h1><p>Second line</p>');
    expect(note).toMatchObject({
      company_id: w.company.private,
      note_title: 'Meeting & call',
      notes: '<h1>Meeting &amp; call</h1><p>Second line</p>',
      pinned: false,
      order: 0,
      created_by: { username: 'Olive Stone' },
    });
    const list = (await call('GET', `/api/company-notes/${w.company.private}`, 'owner')).json();
    expect(list.map((n: { id: string; order: number }) => [n.id, n.order])).toEqual([
      [note.id, 0],
      [older.id, 1],
    ]);
  });

  it('sanitises the HTML and keeps the editor markup', async () => {
    const dirty =
      '<p style="color:red" onclick="steal()">Plan <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example">frame</iframe>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre>pre</pre><h2>h2</h2><h3>h3</h3>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com" target="_self">good</a><a href="mailto:a@b.co">mail</a>';
    const note = await addNote(w.company.private, dirty);
    expect(note.notes).toBe(
      '<p>Plan <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre>pre</pre><h2>h2</h2><h3>h3</h3>' +
        '<a rel="noopener noreferrer" target="_blank">bad</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>' +
        '<a href="mailto:a@b.co" rel="noopener noreferrer" target="_blank">mail</a>',
    );
    expect(note.note_title).toBe('Plan bold it u s c');
    expect(note.notes).not.toMatch(/script|onerror|onclick|style=|javascript:|iframe/);
  });

  it('refuses a note without a first line and writes nothing', async () => {
    const before = await noteCount(w.company.private);
    for (const notes of ['', '<p>   </p><p><br></p>', '<script>only a script</script>', '<p><img src=x onerror=alert(1)></p>']) {
      const response = await call('POST', `/api/company-notes/${w.company.private}`, 'owner', { note_title: 'Title', notes });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: noteMessages.titleRequired,
        code: 'invalid_input',
        note_title: [noteMessages.titleRequired],
      });
    }
    const tooLong = await call('POST', `/api/company-notes/${w.company.private}`, 'owner', { notes: `<p>${'x'.repeat(200_001)}</p>` });
    expect(tooLong.json()).toEqual({ error: noteMessages.tooLong, code: 'invalid_input', notes: [noteMessages.tooLong] });
    expect(await noteCount(w.company.private)).toBe(before);
  });
});

describe('notes: update, pin, sort and delete', () => {
  it('changes only the fields sent and re-derives the title', async () => {
    const note = await addNote(w.company.shared, '<p>First title</p><p>body</p>');
    const pinned = await call('PUT', `/api/company-notes/${w.company.shared}`, 'owner', { id: note.id, pinned: true });
    expect(pinned.json()).toMatchObject({ pinned: true, note_title: 'First title', notes: note.notes });

    const edited = await call('PUT', `/api/company-notes/${w.company.shared}`, 'owner', {
      id: note.id,
      note_title: 'Client title',
      notes: '<p>New <b>title</b><script>x</script></p>',
    });
    expect(edited.json()).toMatchObject({ pinned: true, note_title: 'New title', notes: '<p>New <b>title</b></p>' });

    const emptied = await call('PUT', `/api/company-notes/${w.company.shared}`, 'owner', { id: note.id, notes: '<p></p>' });
    expect(emptied.json()).toEqual({ error: noteMessages.titleRequired, code: 'invalid_input', note_title: [noteMessages.titleRequired] });
    const unpinned = await call('PUT', `/api/company-notes/${w.company.shared}`, 'owner', { id: note.id, pinned: false });
    expect(unpinned.json()).toMatchObject({ pinned: false, note_title: 'New title' });

    const elsewhere = await call('PUT', `/api/company-notes/${w.company.private}`, 'owner', { id: note.id, pinned: true });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await call('PUT', `/api/company-notes/${w.company.shared}`, 'owner', { id: crypto.randomUUID(), pinned: true });
    expect(unknown.statusCode).toBe(404);
  });

  it('sorts and pins in one go, pinned first, and refuses unknown ids without writing', async () => {
    const a = await addNote(w.company.outsiders, '<p>A</p>', 'outsider');
    const b = await addNote(w.company.outsiders, '<p>B</p>', 'outsider');
    const c = await addNote(w.company.outsiders, '<p>C</p>', 'outsider');
    const sorted = await call('PUT', `/api/company-notes/${w.company.outsiders}/sort`, 'outsider', {
      notes: [
        { id: a.id, name: 'A', pinned: false, order: 0 },
        { id: b.id, name: 'B', pinned: false, order: 1 },
        { id: c.id, name: 'C', pinned: true, order: 2 },
      ],
    });
    expect(sorted.statusCode, sorted.body).toBe(200);
    const titles = (list: { note_title: string; pinned: boolean }[]) => list.map((n) => `${n.note_title}${n.pinned ? '*' : ''}`);
    expect(titles(sorted.json())).toEqual(['C*', 'A', 'B']);

    const foreign = await addNote(w.company.private, '<p>Not here</p>');
    for (const id of [crypto.randomUUID(), foreign.id, 'not-a-uuid']) {
      const refused = await call('PUT', `/api/company-notes/${w.company.outsiders}/sort`, 'outsider', {
        notes: [
          { id: a.id, pinned: true, order: 5 },
          { id, pinned: false, order: 0 },
        ],
      });
      expect(refused.statusCode).toBe(404);
    }
    expect(titles((await call('GET', `/api/company-notes/${w.company.outsiders}`, 'outsider')).json())).toEqual(['C*', 'A', 'B']);
  });

  it('deletes a note of a visible company only', async () => {
    const note = await addNote(w.company.private, '<p>Doomed</p>');
    expect((await call('DELETE', `/api/company-notes/${note.id}`, 'outsider')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/company-notes/${note.id}`, 'colleague')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/company-notes/${note.id}`, 'owner')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/company-notes/${note.id}`, 'owner')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/company-notes/nope', 'owner')).statusCode).toBe(404);
  });
});

describe('notes: who may see and write them', () => {
  it('lets a colleague read, add, edit and delete notes on a shared company', async () => {
    const note = await addNote(w.company.shared, '<p>From the owner</p>');
    expect((await call('GET', `/api/company-notes/${w.company.shared}`, 'colleague')).json()).toContainEqual(
      expect.objectContaining({ id: note.id }),
    );
    const own = await addNote(w.company.shared, '<p>From Carl</p>', 'colleague');
    expect(own.created_by.username).toBe('Carl Reed');
    const edited = await call('PUT', `/api/company-notes/${w.company.shared}`, 'colleague', {
      id: note.id,
      notes: '<p>Edited by Carl</p>',
    });
    expect(edited.json().note_title).toBe('Edited by Carl');
    expect((await call('DELETE', `/api/company-notes/${own.id}`, 'colleague')).statusCode).toBe(204);
  });

  it('answers 404 to another organization, a private company and unknown ids, and writes nothing', async () => {
    const note = await addNote(w.company.shared, '<p>Secret</p>');
    const cases: [Who, string][] = [
      ['outsider', w.company.shared],
      ['outsider', w.company.private],
      ['colleague', w.company.private],
      ['owner', w.company.outsiders],
      ['owner', crypto.randomUUID()],
      ['owner', 'not-a-uuid'],
    ];
    for (const [who, companyId] of cases) {
      const before = await w.t.db.select().from(companyNotes).orderBy(companyNotes.id);
      const responses = await Promise.all([
        call('GET', `/api/company-notes/${companyId}`, who),
        call('POST', `/api/company-notes/${companyId}`, who, { notes: '<p>Intruder</p>' }),
        call('PUT', `/api/company-notes/${companyId}`, who, { id: note.id, pinned: true, notes: '<p>Intruder</p>' }),
        call('PUT', `/api/company-notes/${companyId}/sort`, who, { notes: [{ id: note.id, pinned: true, order: 9 }] }),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
      expect(await w.t.db.select().from(companyNotes).orderBy(companyNotes.id)).toEqual(before);
    }
    expect((await call('DELETE', `/api/company-notes/${note.id}`, 'outsider')).statusCode).toBe(404);
    expect(await w.t.db.select().from(companyNotes).where(eq(companyNotes.id, note.id))).toHaveLength(1);
  });

  it('requires a signed-in user', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: `/api/company-notes/${w.company.shared}` });
    expect(response.statusCode).toBe(401);
  });
});
