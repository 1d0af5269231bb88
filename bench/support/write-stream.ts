// A stream of writes from several clients at once, each request acknowledged or not: what a crash
// must not lose is exactly what got a 2xx.
import { pdfBytes, noteHtml } from './seed.js';

export const WRITE_KINDS = ['company create', 'note create', 'document upload', 'company duplicate'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

export interface Acknowledged {
  kind: WriteKind;
  id: string;
}

export const UPLOAD_BYTES = 512 * 1024;

interface Target {
  base: string;
  token: string;
  /** The company notes, documents and duplicates are written to. */
  companyId: string;
  /** Makes names unique across runs on the same data. */
  run: number;
}

/** Sends one write; returns the ids a 2xx reply names, or the status it got instead. */
async function send(target: Target, kind: WriteKind, serial: number): Promise<{ status: number; ids: string[] }> {
  const auth = { authorization: `Bearer ${target.token}` };
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const label = `run ${target.run} write ${serial}`;
  let response: Response;
  if (kind === 'company create') response = await fetch(`${target.base}/api/user-company`, json({ company_name: `Crash ${label}` }));
  else if (kind === 'note create')
    response = await fetch(`${target.base}/api/company-notes/${target.companyId}`, json({ notes: noteHtml(label) }));
  else if (kind === 'company duplicate')
    response = await fetch(`${target.base}/api/duplicate-company/${target.companyId}`, json({ company_name: `Copy ${label}` }));
  else {
    const form = new FormData();
    form.append('documents', new Blob([pdfBytes(UPLOAD_BYTES)], { type: 'application/pdf' }), `crash-${target.run}-${serial}.pdf`);
    response = await fetch(`${target.base}/api/company-documents/${target.companyId}`, { method: 'POST', headers: auth, body: form });
  }
  if (!response.ok) return { status: response.status, ids: [] };
  const reply = (await response.json()) as { id: string } | { id: string }[];
  return { status: response.status, ids: (Array.isArray(reply) ? reply : [reply]).map((row) => row.id) };
}

/** `clients` loops, each sending the kinds in turn until `halt()`; a loop ends after its request in flight settles. */
export function startWriteStream(target: Target, clients: number) {
  const acknowledged: Acknowledged[] = [];
  const refused: string[] = [];
  /** Writes that never got a reply: the kill cut them off. */
  const cutOff: WriteKind[] = [];
  let halted = false;
  let serial = 0;
  const loop = async (offset: number) => {
    for (let turn = offset; !halted; turn++) {
      const kind = WRITE_KINDS[turn % WRITE_KINDS.length]!;
      try {
        const { status, ids } = await send(target, kind, serial++);
        if (ids.length) acknowledged.push(...ids.map((id) => ({ kind, id })));
        else refused.push(`${kind}: ${status}`);
      } catch {
        // No reply: not acknowledged, so it may be there or not, but never half.
        cutOff.push(kind);
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, index) => loop(index));
  return {
    acknowledged,
    refused,
    cutOff,
    /** Stops sending at once; resolves once every loop has settled its last request. */
    halt: () => {
      halted = true;
      return Promise.all(loops);
    },
  };
}
