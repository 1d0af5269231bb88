import { multipartBody, type FormPart } from '../support/multipart.js';

/** A request before it is put on the wire: decoded path and query values, and a JSON body or multipart parts. */
export interface DraftRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  multipart?: FormPart[];
}

/** A request as sent: encoded path values and query string, the raw body and its content type. */
export interface WireRequest {
  path: Record<string, string>;
  query: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** JSON text JSON.stringify cannot write (1e400, 100,000 nested arrays): stands in a body, written out as is. */
export const rawJson = (text: string) => `@@raw:${Buffer.from(text).toString('base64url')}@@`;
const RAW_MARKER = /"@@raw:([\w-]*)@@"/g;
const writeRaw = (_marker: string, encoded: string) => Buffer.from(encoded, 'base64url').toString();

/** encodeURIComponent, except that a lone surrogate goes out as the bytes it would have in WTF-8 (invalid UTF-8) instead of throwing. */
function encodePathValue(value: string): string {
  return Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    if (char.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
}

export function toWire(draft: DraftRequest): WireRequest {
  const path = Object.fromEntries(Object.entries(draft.params).map(([name, value]) => [name, encodePathValue(value)]));
  const query = new URLSearchParams(draft.query).toString();
  if (draft.multipart) {
    const form = multipartBody(draft.multipart);
    return { path, query, payload: form.payload, contentType: form.headers['content-type'] };
  }
  if (draft.body === undefined) return { path, query };
  return { path, query, payload: JSON.stringify(draft.body).replace(RAW_MARKER, writeRaw), contentType: 'application/json' };
}

export type NodePath = (string | number)[];

/** Every node of a JSON value, the root first, with its path. */
export function nodesOf(value: unknown, path: NodePath = []): { path: NodePath; value: unknown }[] {
  const here = [{ path, value }];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => nodesOf(item, [...path, index])));
  if (value !== null && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([key, item]) => nodesOf(item, [...path, key])));
  }
  return here;
}

/** A copy of `root` with the node at `path` replaced (or removed when `replacement` is `REMOVE`). */
export const REMOVE = Symbol('remove');
export function replaceAt(root: unknown, path: NodePath, replacement: unknown): unknown {
  if (!path.length) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path as [string | number, ...NodePath];
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(root) ? [...root] : { ...(root as object) };
  const child = replaceAt((root as Record<string | number, unknown>)[head], rest, replacement);
  if (rest.length || replacement !== REMOVE) (copy as Record<string | number, unknown>)[head] = child;
  else if (Array.isArray(copy)) copy.splice(Number(head), 1);
  else delete (copy as Record<string | number, unknown>)[head];
  return copy;
}

/** A place a string can go: a string in the body, a path or query value, or an uploaded file's name. */
type Slot = { in: 'body'; path: NodePath; text: string } | { in: 'params' | 'query'; name: string } | { in: 'filename'; index: number };

function stringSlots(draft: DraftRequest): Slot[] {
  const slots: Slot[] = nodesOf(draft.body)
    .filter((node) => typeof node.value === 'string')
    .map((node) => ({ in: 'body', path: node.path, text: node.value as string }));
  for (const name of Object.keys(draft.params)) slots.push({ in: 'params', name });
  for (const name of Object.keys(draft.query)) slots.push({ in: 'query', name });
  draft.multipart?.forEach((part, index) => part.filename !== undefined && slots.push({ in: 'filename', index }));
  return slots.length ? slots : [{ in: 'query', name: 'q' }];
}

/** The draft with one of its strings (chosen by `choice`) rewritten. */
export function rewriteString(draft: DraftRequest, choice: number, rewrite: (text: string) => string): DraftRequest {
  const slots = stringSlots(draft);
  const slot = slots[choice % slots.length]!;
  switch (slot.in) {
    case 'body':
      return { ...draft, body: replaceAt(draft.body, slot.path, rewrite(slot.text)) };
    case 'params':
    case 'query':
      return { ...draft, [slot.in]: { ...draft[slot.in], [slot.name]: rewrite(draft[slot.in][slot.name] ?? '') } };
    case 'filename':
      return {
        ...draft,
        multipart: draft.multipart!.map((part, index) => (index === slot.index ? { ...part, filename: rewrite(part.filename!) } : part)),
      };
  }
}
