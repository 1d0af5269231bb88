import fc from 'fast-check';
import {
  BAD_JSON,
  BAD_QUERIES,
  CONTENT_TYPES,
  deepArrays,
  deepObjects,
  exoticText,
  EXTRA_KEYS,
  HUGE_STRINGS,
  MALFORMED_MULTIPART,
  NOT_IDS,
  NUMBERS,
  OTHER_TYPES,
} from './fuzz-inputs.js';
import { nodesOf, rawJson, REMOVE, replaceAt, rewriteString, toWire, type DraftRequest, type WireRequest } from './fuzz-request.js';

/** How a request was spoiled; failures are reported per route and input class. */
export type InputClass =
  | 'valid'
  | 'nul-byte'
  | 'unicode'
  | 'wrong-type'
  | 'missing-field'
  | 'extra-field'
  | 'huge-string'
  | 'deep-nesting'
  | 'out-of-range-number'
  | 'bad-json'
  | 'wrong-content-type'
  | 'bad-path-id'
  | 'bad-query'
  | 'malformed-multipart';

export interface Mutation {
  inputClass: InputClass;
  apply(draft: DraftRequest): WireRequest;
}

const mutation = (inputClass: InputClass, apply: (draft: DraftRequest) => WireRequest): Mutation => ({ inputClass, apply });
const insertAt = (text: string, at: number, insert: string) =>
  text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1));

const withPayload = (wire: WireRequest, payload: string | Buffer, contentType: string | undefined): WireRequest => ({
  ...wire,
  payload,
  contentType,
});
const jsonText = (draft: DraftRequest) => {
  const wire = toWire({ ...draft, multipart: undefined });
  return typeof wire.payload === 'string' ? wire.payload : '{}';
};

/** The mutations that make sense for a route: JSON ones for a JSON body, multipart ones for an upload. */
export function mutationsFor(target: { multipart: boolean; hasParams: boolean }): fc.Arbitrary<Mutation> {
  const anyNode = (draft: DraftRequest) => nodesOf(draft.body ?? {});
  const json = (draft: DraftRequest, body: unknown) => toWire({ ...draft, multipart: undefined, body });
  const arbitraries: (fc.Arbitrary<Mutation> | fc.WeightedArbitrary<Mutation>)[] = [
    fc.constant(mutation('valid', toWire)),
    fc
      .tuple(fc.nat(), fc.nat())
      .map(([slot, at]) => mutation('nul-byte', (d) => toWire(rewriteString(d, slot, (text) => insertAt(text, at, '\0'))))),
    fc.tuple(fc.nat(), exoticText).map(([slot, text]) => mutation('unicode', (d) => toWire(rewriteString(d, slot, () => text)))),
    fc
      .tuple(fc.nat(), fc.constantFrom(...HUGE_STRINGS))
      .map(([slot, huge]) => mutation('huge-string', (d) => toWire(rewriteString(d, slot, huge)))),
    fc.constantFrom(...BAD_JSON).map((bad) => mutation('bad-json', (d) => withPayload(toWire(d), bad(jsonText(d)), 'application/json'))),
    fc
      .constantFrom(...CONTENT_TYPES)
      .map((type) => mutation('wrong-content-type', (d) => withPayload(toWire(d), jsonText(d), type || undefined))),
    fc.tuple(fc.constantFrom(...BAD_QUERIES), fc.nat()).map(([bad, choice]) =>
      mutation('bad-query', (d) => {
        const names = [...Object.keys(d.query), 'search', 'id'];
        return { ...toWire(d), query: bad(names[choice % names.length]!) };
      }),
    ),
  ];
  if (target.hasParams) {
    arbitraries.push(
      fc
        .tuple(
          fc.nat(),
          fc.oneof(fc.constantFrom(...NOT_IDS), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent)),
        )
        .map(([choice, value]) =>
          mutation('bad-path-id', (d) => {
            const wire = toWire(d);
            const names = Object.keys(wire.path);
            return names.length ? { ...wire, path: { ...wire.path, [names[choice % names.length]!]: value } } : wire;
          }),
        ),
    );
  }
  if (target.multipart) {
    arbitraries.push(
      // Twenty ways to break a multipart body, and few upload routes: drawn four times as often as another class.
      {
        arbitrary: fc
          .constantFrom(...MALFORMED_MULTIPART)
          .map((bad) => mutation('malformed-multipart', (d) => ({ ...toWire(d), ...bad() }))),
        weight: 4,
      },
      fc
        .tuple(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 30 }))
        .map(([name, value]) => mutation('extra-field', (d) => toWire({ ...d, multipart: [...(d.multipart ?? []), { name, value }] }))),
      fc.constant(mutation('missing-field', (d) => toWire({ ...d, multipart: [] }))),
    );
    return fc.oneof(...arbitraries);
  }
  arbitraries.push(
    fc.tuple(fc.nat(), fc.constantFrom(...OTHER_TYPES)).map(([choice, value]) =>
      mutation('wrong-type', (d) => {
        const nodes = anyNode(d);
        return json(d, replaceAt(d.body, nodes[choice % nodes.length]!.path, value));
      }),
    ),
    fc.nat().map((choice) =>
      mutation('missing-field', (d) => {
        const fields = anyNode(d).filter((node) => node.path.length);
        return fields.length ? json(d, replaceAt(d.body, fields[choice % fields.length]!.path, REMOVE)) : toWire({ ...d, body: undefined });
      }),
    ),
    fc.tuple(fc.nat(), fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([choice, key, value]) =>
      mutation('extra-field', (d) => {
        const objects = anyNode(d).filter((node) => node.value !== null && typeof node.value === 'object' && !Array.isArray(node.value));
        const at = objects.length ? objects[choice % objects.length]! : { path: [], value: {} };
        return json(d, replaceAt(d.body ?? {}, at.path, JSON.parse(JSON.stringify({ ...(at.value as object), [key]: value }))));
      }),
    ),
    fc.tuple(fc.nat(), fc.constantFrom(100, 1_000, 10_000, 100_000), fc.boolean()).map(([choice, depth, arrays]) =>
      mutation('deep-nesting', (d) => {
        const nodes = anyNode(d);
        return json(d, replaceAt(d.body, nodes[choice % nodes.length]!.path, rawJson(arrays ? deepArrays(depth) : deepObjects(depth))));
      }),
    ),
    fc.tuple(fc.nat(), fc.constantFrom(...NUMBERS)).map(([choice, number]) =>
      mutation('out-of-range-number', (d) => {
        const nodes = anyNode(d);
        const numbers = nodes.filter((node) => typeof node.value === 'number');
        const at = (numbers.length ? numbers : nodes)[choice % (numbers.length || nodes.length)]!;
        return json(d, replaceAt(d.body, at.path, rawJson(number)));
      }),
    ),
  );
  return fc.oneof(...arbitraries);
}
