import fc from 'fast-check';

// The hostile inputs the fuzzer draws from, by kind. Each list is what a careless client, a broken
// proxy or an attacker sends; the mutations put them where the route's schema expects something sane.

const EXOTIC_TEXT = [
  '\u202Egnp.exe',
  '👩‍👩‍👧‍👦🇫🇷',
  'Z̸̡̛̗a̷̖͐l̶̙̏g̵̱̈́o̴̢͝',
  '\uFEFFbom',
  '\uFFFF\uFFFE',
  '\uD800',
  'x\uDC00y',
  '\u0085\u2028\u2029',
  'İıß\u00AD',
  '𝕳𝖊𝖑𝖑𝖔',
  '\t\r\n\v\f',
  '\u0001\u001F\u007F\u009F',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '%00%',
  '\\u0000',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
];
/** Unicode of every kind but NUL, which has its own class. */
export const exoticText = fc.oneof(
  fc.constantFrom(...EXOTIC_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }).filter((text) => !text.includes('\0')),
);

export const OTHER_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 'text', '', [], {}, [null], { $gt: '' }, ['a', 'b']];
export const NUMBERS = [
  '1e400',
  '-1e400',
  '9007199254740993',
  '-0',
  '1e-400',
  '0.5',
  '-1',
  '2147483648',
  '-2147483649',
  '100001',
  '1E+2',
  '0x10',
];
export const HUGE_STRINGS: (() => string)[] = [
  () => 'a'.repeat(1_000_000),
  () => 'é'.repeat(300_000),
  () => 'x'.repeat(1_048_577),
  () => '😀'.repeat(200_000),
];
export const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
export const deepObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
export const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'created_by', 'organization_id', 'is_superuser', 'role', 'extra'];

export const BAD_JSON: ((valid: string) => string | Buffer)[] = [
  () => '{',
  () => '{"a":}',
  () => "{'a': 1}",
  () => '[1, 2',
  () => '{"a": 1,}',
  () => '{"a": NaN}',
  () => 'undefined',
  () => '\uFEFF{}',
  () => '{"__proto__": {"polluted": true}}',
  () => '{"constructor": {"prototype": {"polluted": true}}}',
  () => 'null',
  () => '""',
  () => '[]',
  () => '12',
  () => '',
  () => ' ',
  () => Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  (valid) => valid.slice(0, Math.floor(valid.length / 2)),
  (valid) => valid.replace(/"/, "'"),
  (valid) => `${valid}${valid}`,
];
export const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'application/vnd.api+json',
  'text/html; charset=utf-8',
  'application/json, text/plain',
  '*/*',
  '',
];
export const NOT_IDS = [
  '%20',
  '0',
  '-1',
  'null',
  'undefined',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%ZZ',
  '%',
  '%C0%AF',
  'a'.repeat(65),
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '%7B6f1c0a5e-8a44-4c8e-9d3f-1b2a3c4d5e6f%7D',
  '6f1c0a5e-8a44-4c8e-9d3f-1b2a3c4d5e6f0',
  '%F0%9F%98%80',
  "'%3B%20drop%20table%20companies%3B--",
  '1%20OR%201%3D1',
  '__proto__',
  'constructor',
];
export const BAD_QUERIES: ((name: string) => string)[] = [
  (name) => `${name}=%00`,
  (name) => `${name}=a&${name}=b`,
  (name) => `${name}[a]=1`,
  (name) => `${name}[]=1&${name}[]=2`,
  (name) => `${name}=${'q'.repeat(20_000)}`,
  (name) => `${name}=%ZZ`,
  (name) => `${name}=%E2%80%AE%F0%9F%98%80`,
  (name) => name,
  (name) => `${name}=`,
  () => 'unknown=1&__proto__=x&constructor=y',
  () => '&&&==',
];

const boundary = 'fuzzboundary';
const typeWith = (value: string) => `multipart/form-data; boundary=${value}`;
const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const close = Buffer.from(`--${boundary}--\r\n`);
const fileHeaders = (filename: string) =>
  `Content-Disposition: form-data; name="documents"; filename="${filename}"\r\nContent-Type: application/pdf`;
const pdf = '%PDF-1.7\nfuzz\n%%EOF\n';
/** Multipart bodies broken in every way a parser meets: each gives the payload and the content type it goes with. */
export const MALFORMED_MULTIPART: (() => { payload: Buffer; contentType: string })[] = [
  () => ({ payload: Buffer.from('no boundary in here'), contentType: typeWith(boundary) }),
  () => ({ payload: part(fileHeaders('a.pdf'), pdf), contentType: typeWith(boundary) }),
  () => ({ payload: Buffer.concat([part('X-Nothing: here', pdf), close]), contentType: typeWith(boundary) }),
  () => ({ payload: Buffer.concat([part('Content-Disposition: form-data', pdf), close]), contentType: typeWith(boundary) }),
  () => ({ payload: Buffer.concat([part(fileHeaders('a\0b.pdf'), pdf), close]), contentType: typeWith(boundary) }),
  () => ({ payload: Buffer.concat([part(fileHeaders('../../etc/passwd.pdf'), pdf), close]), contentType: typeWith(boundary) }),
  () => ({ payload: Buffer.concat([part(fileHeaders(`${'n'.repeat(10_000)}.pdf`), pdf), close]), contentType: typeWith(boundary) }),
  () => ({ payload: Buffer.concat([part(fileHeaders(''), pdf), close]), contentType: typeWith(boundary) }),
  () => ({
    payload: Buffer.concat([...Array.from({ length: 60 }, (_, i) => part(fileHeaders(`f${i}.pdf`), pdf)), close]),
    contentType: typeWith(boundary),
  }),
  () => ({
    payload: Buffer.concat([part('Content-Disposition: form-data; name="note"', 'v'.repeat(5000)), part(fileHeaders('b.pdf'), pdf), close]),
    contentType: typeWith(boundary),
  }),
  () => ({
    payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="c.pdf"${pdf}`),
    contentType: typeWith(boundary),
  }),
  () => ({ payload: Buffer.concat([part(fileHeaders('d.pdf'), pdf), close]), contentType: 'multipart/form-data' }),
  () => ({ payload: Buffer.concat([part(fileHeaders('e.pdf'), pdf), close]), contentType: typeWith('x'.repeat(200)) }),
  () => ({ payload: Buffer.concat([part(fileHeaders('f.pdf'), pdf), close]), contentType: typeWith('"unterminated') }),
  () => ({ payload: Buffer.concat([part(fileHeaders('g.pdf'), Buffer.alloc(0)), close]), contentType: typeWith(boundary) }),
  () => ({
    payload: Buffer.concat([part('Content-Disposition: form-data; name="documents"', 'not a file'), close]),
    contentType: typeWith(boundary),
  }),
  () => ({
    payload: Buffer.concat([part(fileHeaders('h.exe.pdf'), Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])), close]),
    contentType: typeWith(boundary),
  }),
  () => ({
    payload: Buffer.concat([part(`Content-Disposition: form-data; name="documents"; filename*=UTF-8''%E2%80%AE%00.pdf`, pdf), close]),
    contentType: typeWith(boundary),
  }),
  () => ({ payload: Buffer.concat([Buffer.from('\r\n\r\n'), part(fileHeaders('i.pdf'), pdf), close]), contentType: typeWith(boundary) }),
  () => ({ payload: Buffer.from([0x00, 0xff, 0x13, 0x37, 0x2d, 0x2d]), contentType: typeWith(boundary) }),
];
