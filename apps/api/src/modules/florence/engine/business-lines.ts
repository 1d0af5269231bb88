import type { Investor } from '@dealscout/domain';
import { RecentMap } from '../../../platform/recent-map.js';
import { terms } from '../../investor-index/index.js';
import { QUOTED_CHUNK_SHARE } from './weights.js';

/**
 * One business of a candidate as its own summary states it: "The Consumables segment offers X" or
 * "It also provides X". `label` is the segment's name where the summary gives one; `verb` and `object`
 * are the summary's own words ("offers", "dental implants, imaging ...").
 */
export interface BusinessLine {
  label: string | null;
  /** Who the sentence says does it, when that is not the candidate itself ("Its dental supplies"). */
  subject: string | null;
  verb: string;
  object: string;
  /** Its chunks (the summary's ';'-separated parts), each with its stems, for picking what matches. */
  chunks: { text: string; stems: Set<string> }[];
  stems: Set<string>;
  /** How it sells rather than what it sells ("sells its products through distributors"). */
  channel: boolean;
}

const CHANNEL =
  /\b(?:its|their) products\b[^.;]{0,40}?\b(?:to|through|via|under)\b|\b(?:through|via|to) (?:(?:its|a|their) )?(?:distributors|dealers|direct sales|sales force|sales representatives|retailers|wholesalers|network of|independent|agents|brokers|importers|e-commerce|online)/i;

/** Abbreviations a sentence does not end at: "Inc.", "Co.", "U.S.", initials ("J.B."). */
const ABBREVIATION = /(?:\b(?:Inc|Corp|Co|Ltd|Jr|Sr|St|Dr|Mr|Mrs|Ms|No|Nos|vs|etc|approx|Intl)|\b[A-Z](?:\.[A-Z])*|\.[A-Za-z])\.$/;

/** A summary's sentences (abbreviations and initials kept inside their sentence). */
export function sentencesOf(text: string): string[] {
  const parts = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/);
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous)) out[out.length - 1] = `${previous} ${part}`;
    else out.push(part);
  }
  return out.map((sentence) => sentence.replace(/[.!?]+$/, '').trim()).filter(Boolean);
}

/** What the summary says of the company's history and seat, not its business. */
const NOT_A_LINE =
  /\b(?:was founded|was incorporated|is headquartered|headquartered in|formerly known|changed its name|is based in|was established|strategic partnership|collaboration agreement|has a partnership)\b/i;
/** The list of segments itself: read for their names, not as a line. */
const SEGMENT_LIST = /\b(?:operates|operated|organized|manages its business|reports)\b[^.]*?\b(?:in|through|into)\b[^.]*?\bsegments?\b/i;
const SEGMENT_SENTENCE = /^(?:The|Its)\s+(.{2,60}?)\s+segment\b/;
const SAME_SEGMENT = /^(?:This|The|That)\s+segment\b/i;

const VERBS = [
  'offers',
  'provides',
  'designs',
  'develops',
  'manufactures',
  'markets',
  'sells',
  'distributes',
  'produces',
  'supplies',
  'operates',
  'owns',
  'makes',
  'delivers',
  'researches',
  'engages in',
  'is engaged in',
  'focuses on',
  'specializes in',
  'specialises in',
  'serves',
  'include',
  'includes',
  'comprise',
  'comprises',
  'consists of',
  'invests in',
  'invest in',
  'manages',
  'builds',
  'creates',
  'explores for',
  'leases',
  'originates',
  'underwrites',
  'transports',
  'processes',
  'installs',
  'constructs',
  'licenses',
  'retails',
  'publishes',
  'discovers',
  'commercializes',
  'sources',
  'imports',
  'exports',
  'assembles',
  'refines',
  'brews',
  'grows',
  'mines',
  'acquires',
  'rents',
  'repairs',
  'maintains',
  'integrates',
  'implements',
  'hosts',
  'repackages',
];
const VERB_WORDS = VERBS.map((verb) => verb.replace(/ /g, '\\s+')).join('|');
const VERB = new RegExp(`\\b(?:${VERB_WORDS})\\b`, 'gi');
/** Whether a phrase opens on a verb of its own ("provides supply chain services"). */
export const opensWithVerb = (phrase: string) => new RegExp(`^(?:${VERB_WORDS})\\b`, 'i').test(phrase);
/** Between two verbs of one chain ("designs, develops, and sells"): commas, "and", "also". */
const CHAIN_GAP = /^[\s,]*(?:and\s+|also\s+)*$/i;
/** Words a sentence opens with that say nothing of who does what ("In addition, it ..."). */
const CONNECTOR = /^(?:(?:in addition|additionally|further|furthermore|also|moreover|as well|besides)\b,?\s*)+/i;
/** A subject that is the candidate itself, said another way. */
const GENERIC_TAIL =
  /(?:^|[\s,])(?:it|the (?:company|firm|fund|bank|group|corporation))(?: (?:also )?(?:seeks|intends|aims|plans|prefers|looks|wants|tends|is able) to)?$/i;
const GENERIC_SUBJECT =
  /^(?:it|they|the company|the firm|the fund|the bank|the trust|the partnership|the group|the corporation|this segment|the segment|that segment|(?:the|its) .{1,60} segment)(?: (?:seeks|intends|aims|plans|prefers|looks|wants|tends|is able|also seeks) to)?$/i;
/** A verb in the plural form of its summary ("its products include"), in the singular a candidate takes. */
const SINGULAR: Record<string, string> = { include: 'includes', comprise: 'comprises', 'invest in': 'invests in' };

/** The verb chain of a sentence and what follows it: "designs, develops, and sells X" -> sells, X. */
function verbAndObject(sentence: string, name: string) {
  const matches = [...sentence.matchAll(VERB)];
  if (matches.length === 0) return null;
  let first = matches[0]!;
  let last = first;
  for (const next of matches.slice(1)) {
    const gap = sentence.slice(last.index + last[0].length, next.index);
    if (!CHAIN_GAP.test(gap)) break;
    // "Its dental supplies include": a word that is a verb elsewhere is the subject's noun here.
    if (/^\s+$/.test(gap) && last === first) first = next;
    last = next;
  }
  let subject = sentence
    .slice(0, first.index)
    .replace(/,?\s*(?:together with|through) (?:its|their) subsidiaries,?/i, '')
    .replace(/\b(?:also|primarily|principally|mainly|generally|currently|typically)\b/gi, '')
    .replace(/[\s,]+/g, ' ')
    .trim()
    .replace(CONNECTOR, '')
    // "The company's products" and "The firm's investments" are the candidate's own: "Its products".
    .replace(/^the (?:company|firm|fund|bank|group|corporation)['’]s\s+/i, 'Its ');
  const object = sentence
    .slice(last.index + last[0].length)
    .replace(/^[\s,]+/, '')
    .replace(/^\s*(?:a range of|a variety of|various|a portfolio of|a suite of|a broad range of)\s+/i, '')
    .trim();
  // "operates in the United States, Europe ..." says where, not what.
  if (object.length < 3 || /^in\s/i.test(object)) return null;
  const lowered = subject.toLowerCase().replace(/^the\s+/, '');
  const firstWord = name
    .toLowerCase()
    .replace(/^the\s+/, '')
    .split(/[ ,]/)[0]!;
  const isName =
    lowered === '' ||
    (lowered.startsWith(firstWord) && !/['’]s\s/.test(lowered)) ||
    GENERIC_SUBJECT.test(subject) ||
    GENERIC_TAIL.test(subject);
  let verb = last[0].toLowerCase().replace(/\s+/g, ' ');
  // The verb of a subject like "Its dental supplies" agrees with it; a generic one reads as the candidate's.
  if (isName) {
    subject = '';
    verb = SINGULAR[verb] ?? verb;
  }
  return { subject: subject || null, verb, object };
}

/** The names a "operates through three segments: A; B; and C" sentence gives. */
function segmentNames(sentence: string): string[] {
  const list = sentence
    .split(/segments?\s*(?:[:,]|namely|-)?\s*/i)
    .slice(1)
    .join(' ');
  return list
    .split(/;|,(?![^()]*\))|\band\b/)
    .map((name) => name.replace(/^\s*(?:and\s+)?(?:the\s+)?/i, '').trim())
    .filter((name) => name.length >= 2 && name.length <= 60 && /^[A-Z]/.test(name));
}

const chunkOf = (text: string) => ({ text, stems: new Set(terms(text)) });

/** A sentence with this many figures or more states the candidate's size (trucks, square feet), not what it does. */
const SIZE_FIGURES = 3;

/**
 * The lines of the candidates whose reasons were written last: the head of most lists holds many of the
 * same companies, and reading a summary's lines is most of writing a candidate's reasons.
 */
const recentLines = new RecentMap<Investor, readonly BusinessLine[]>(2_000);

/** The business lines a candidate's summary states, in its order; the candidate's keywords last, as a line of their own. */
export function businessLinesOf(investor: Investor): readonly BusinessLine[] {
  let lines = recentLines.get(investor);
  if (!lines) recentLines.set(investor, (lines = readBusinessLines(investor)));
  return lines;
}

function readBusinessLines(investor: Investor): BusinessLine[] {
  const lines: BusinessLine[] = [];
  let segment: string | null = null;
  const named = new Set<string>();
  for (const sentence of sentencesOf(investor.description ?? '')) {
    if (NOT_A_LINE.test(sentence)) continue;
    if (SEGMENT_LIST.test(sentence)) {
      for (const name of segmentNames(sentence)) named.add(name);
      continue;
    }
    const bare = sentence.replace(CONNECTOR, '');
    const labelled = SEGMENT_SENTENCE.exec(bare);
    if (labelled) segment = labelled[1]!.replace(/^(?:company's|firm's)\s+/i, '');
    else if (!SAME_SEGMENT.test(bare)) segment = null;
    if ((sentence.match(/\d[\d,.]*/g) ?? []).length >= SIZE_FIGURES) continue;
    const parts = verbAndObject(sentence, investor.company_name);
    if (!parts) continue;
    const chunks = parts.object
      .split(/;\s*(?:and\s+)?/)
      .map((text) => text.trim())
      .filter((text) => text.length > 2)
      .map(chunkOf);
    const stems = new Set(chunks.flatMap((chunk) => [...chunk.stems]));
    if (segment) for (const stem of terms(segment)) stems.add(stem);
    lines.push({ label: segment, ...parts, chunks, stems, channel: CHANNEL.test(sentence) });
  }
  if (investor.keywords.length) {
    // One list, so the ones that matched are named as a list is written ("truckload brokerage and less-than-truckload").
    const chunks = [chunkOf(investor.keywords.join(', '))];
    lines.push({
      label: null,
      subject: null,
      verb: 'works in',
      object: investor.keywords.join(', '),
      chunks,
      stems: new Set(chunks.flatMap((chunk) => [...chunk.stems])),
      channel: false,
    });
  }
  if (lines.length === 0 && named.size) {
    const chunks = [chunkOf([...named].join(', '))];
    lines.push({
      label: null,
      subject: null,
      verb: 'operates',
      object: [...named].join(', '),
      chunks,
      stems: new Set(chunks.flatMap((chunk) => [...chunk.stems])),
      channel: false,
    });
  }
  return lines;
}

/** At most this many chunks of a line are quoted: the ones that hold most of what matched. */
const MAX_QUOTED_CHUNKS = 2;
/** A chunk of this many short items or more is a list: only its items that matched are quoted, at most MAX_LIST_ITEMS. */
const LIST_ITEMS = 4;
const MAX_LIST_ITEMS = 4;
/** An item of a list is a name of this many words at most, not a clause. */
const LIST_ITEM_WORDS = 6;
/** Less room left than this, no further chunk is quoted: it would be cut to a word or two. */
const MIN_CHUNK_ROOM = 40;

/** Words a phrase may not end on ("dental products, including" reads cut off). */
const DANGLING = /(?:[\s,]+(?:and|or|of|the|for|with|to|in|on|at|by|such as|including|comprising|as well as|which|that|a|an))+$/i;

/** A list item leads with these when it qualifies the item before it rather than standing alone. */
const QUALIFIER = /^(?:including|such as|comprising|which|that|as well as|for|in|to|with|under|through|from)\b/i;

/** Joins kept items the way a list is written: "a, b and c" (an item that qualifies the one before joins with a comma). */
function joinItems(items: string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const last = items.at(-1)!;
  const head = items.slice(0, -1).join(', ');
  return QUALIFIER.test(last) || /\band\b/.test(last.split(' ')[0] ?? '') ? `${head}, ${last}` : `${head} and ${last}`;
}

const cutAtWord = (text: string, budget: number) =>
  text.length <= budget
    ? text
    : text
        .slice(0, text.lastIndexOf(' ', budget))
        .replace(DANGLING, '')
        .replace(/[\s,;:(]+$/, '');

/**
 * The part of a line a reader needs: the chunks and list items holding the words that matched (by
 * `weight` of their stems), in the summary's order, within `budget` characters; none holding a word of
 * `banned` (the stop-list words the match found, which a reason never names).
 */
export function phraseOf(
  line: BusinessLine,
  weight: (stem: string) => number,
  banned: (text: string) => boolean,
  budget: number,
): string | null {
  const score = (stems: Iterable<string>) => [...stems].reduce((sum, stem) => sum + weight(stem), 0);
  const usable = line.chunks.filter((chunk) => !banned(chunk.text) || chunk.text.includes(','));
  const scores = usable.map((chunk) => score(chunk.stems));
  const best = Math.max(0, ...scores);
  // The chunks that hold most of what matched (at most two), in the summary's order.
  const strongest = usable
    .map((chunk, at) => ({ chunk, at, score: scores[at]! }))
    .filter((entry) => best > 0 && entry.score >= QUOTED_CHUNK_SHARE * best)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_QUOTED_CHUNKS)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.chunk);
  const chosen = strongest.length ? strongest : usable.slice(0, 1);
  const pieces: string[] = [];
  let left = budget;
  for (const chunk of chosen) {
    const items = chunk.text
      .split(/,\s*(?:and\s+|or\s+)?(?![^()]*\))/)
      .map((item) => item.trim())
      .filter((item) => item && !banned(item));
    if (items.length === 0) continue;
    const isList = items.length >= LIST_ITEMS && items.every((item) => item.split(' ').length <= LIST_ITEM_WORDS);
    const scored = items.map((item) => ({ item, score: score(terms(item)) }));
    let kept = isList ? scored.filter((entry) => entry.score > 0).slice(0, MAX_LIST_ITEMS) : scored;
    if (kept.length === 0) kept = scored.slice(0, 3);
    // "shelf-stable products, such as tortilla chips": the head of a list stays with the items it names.
    else if (isList && kept[0] !== scored[0]) {
      const qualifier = /^(?:such as|including|comprising)\s+/i.exec(scored[1]?.item ?? '')?.[0];
      const [first, ...others] = kept;
      if (QUALIFIER.test(first!.item)) kept = [scored[0]!, ...kept];
      else if (qualifier) kept = [scored[0]!, { ...first!, item: `${qualifier}${first!.item}` }, ...others];
    }
    const taken: string[] = [];
    for (const { item } of kept) {
      const next = joinItems([...taken, item]);
      if (next.length > left && taken.length) break;
      taken.push(item);
      if (next.length > left) break;
    }
    const text = cutAtWord(joinItems(taken), left).replace(DANGLING, '');
    if (text.length < 3) continue;
    pieces.push(text);
    left -= text.length + 2;
    if (left < MIN_CHUNK_ROOM) break;
  }
  return pieces.length ? pieces.join('; ') : null;
}
