import { STOP_WORDS } from '@dealscout/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { CandidateReasons, CompanyProfile, RankedCandidate } from './engine/index.js';
import { bannedWordsOf, reasonProblem, withoutNames } from './engine/reason-rules.js';
import { placesNamed } from './places-named.js';

/** The top rows of a list whose wording a language model may rewrite; the rest keep the engine's. */
export const REWRITTEN_ROWS = 10;

export interface RewriterOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** One request's time before its row keeps the engine's text. */
  timeoutMs?: number;
  /** The whole list's time: rows not done by then keep the engine's text. */
  budgetMs?: number;
  /** Requests at once. */
  concurrency?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** One row to rewrite: the ranked candidate (its evidence), the engine's texts. */
export interface RewriteRow {
  candidate: RankedCandidate;
  reasons: CandidateReasons;
}

export interface ReasonRewriter {
  /** The rows' texts, each the model's rewrite where it kept to the evidence, else the engine's; never throws. */
  rewrite(rows: RewriteRow[], profile: CompanyProfile): Promise<CandidateReasons[]>;
}

const KEYS = ['ai_description', 'financial_synergies', 'operating_synergies', 'misc_synergies'] as const;

/** The rewriter the configuration asks for: on when LLM_BASE_URL and LLM_MODEL are both set, else none. */
export function reasonRewriterFrom(
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY'>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): ReasonRewriter | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return createReasonRewriter({ baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY, log });
}

/** The facts a rewrite may use, one a line: the candidate's profile, the company's answers (never its description), the evidence, the draft. */
export function evidenceText(row: RewriteRow, profile: CompanyProfile): string {
  const { investor } = row.candidate;
  const place = [investor.us_state_full, investor.country].filter(Boolean).join(', ');
  const lines = [
    `Buyer: ${investor.company_name} (${investor.type}${investor.market_cap ? `, ${investor.market_cap}` : ''}${place ? `, headquartered in ${place}` : ''})`,
    `Buyer's industry: ${[investor.narrow_specialty, investor.broad_specialty].filter(Boolean).join(', ') || 'not given'}`,
    `Buyer's summary: ${(investor.description ?? '').slice(0, 1500)}`,
    `Buyer's keywords: ${investor.keywords.join(', ')}`,
    `Company's goal: ${profile.goal === 'sell' ? `sell to a ${profile.buyerType} buyer` : profile.goal}`,
    `Company's products: ${profile.products.join(', ') || 'none given'}`,
    `Company's services: ${profile.services.join(', ') || 'none given'}`,
    `Company's specialties: ${profile.specialties.join(', ') || 'none given'}`,
    `Company's strengths: ${profile.strengths.join(', ') || 'none given'}`,
    `Company operates in: ${profile.areas.join(', ') || 'not given'}`,
    ...row.candidate.factors.flatMap((factor) =>
      factor.evidence
        .filter((item) => item.company_field !== 'Description')
        .map(
          (item) =>
            `Evidence (${factor.key}): the company's ${item.company_field} "${item.company_value}" meets the buyer's ${item.candidate_field} "${item.candidate_value}"`,
        ),
    ),
    `Draft: ${JSON.stringify(row.reasons)}`,
  ];
  return lines.join('\n');
}

const SYSTEM = [
  'You rewrite short notes on why a buyer fits a company, for a dealmaker.',
  'Use only the facts given. Keep every fact of the draft; change only the wording, so it reads as an analyst writes.',
  'Never add a number, a name, a place or a claim that is not in the facts. Never quote the company. No lists, no quotation marks.',
  'Each text at most 600 characters. Answer with JSON only:',
  '{"ai_description": "...", "financial_synergies": "...", "operating_synergies": "...", "misc_synergies": "..."}',
].join(' ');

const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|dozens)\b/gi;

const numbersIn = (text: string) => new Set((text.match(/\d[\d,.]*/g) ?? []).map((number) => number.replace(/,/g, '').replace(/\.+$/, '')));

/** A text that stops mid-sentence (a model cut at its length) does not end as a sentence does (the draft's own '-' aside). */
const endsWhole = (text: string) => /[.!?]["')\]]*$/.test(text.trim());

/**
 * Why a rewrite may not be shown, or null: it must be four texts that keep the rules of the engine's own
 * (600 characters, no sentence twice, no quote of the company's description, no stop-list word the match
 * found), end on a whole sentence, name no number and no capitalised word the evidence does not hold, and
 * no place the draft does not name: where the buyer works and whether it shares the company's market are
 * the draft's to say (the engine says a home market only where both are), not the model's to infer.
 */
export function rewriteProblem(
  rewrite: unknown,
  row: RewriteRow,
  profile: CompanyProfile,
  evidence = evidenceText(row, profile),
): string | null {
  if (typeof rewrite !== 'object' || rewrite === null) return 'not an object';
  const texts = rewrite as Record<string, unknown>;
  const known = numbersIn(evidence);
  const words = new Set((evidence.match(/[A-Za-z][A-Za-z0-9'’&-]*/g) ?? []).map((word) => word.toLowerCase()));
  const banned = bannedWordsOf(row.candidate);
  const names = [row.candidate.investor.company_name];
  const draftPlaces = placesNamed(KEYS.map((key) => row.reasons[key]).join('\n'));
  for (const key of KEYS) {
    const text = texts[key];
    if (typeof text !== 'string') return `${key} missing`;
    const broken = reasonProblem(text, { description: profile.description, banned, names });
    if (broken) return `${key}: ${broken}`;
    if (text !== row.reasons[key] && !endsWhole(text)) return `${key}: ends mid-sentence`;
    for (const place of placesNamed(text)) if (!draftPlaces.has(place)) return `${key}: names ${place}, which the draft does not`;
    for (const number of numbersIn(text)) if (!known.has(number)) return `${key}: names ${number}, not in the evidence`;
    for (const [word] of text.matchAll(NUMBER_WORDS))
      if (!words.has(word.toLowerCase())) return `${key}: names ${word}, not in the evidence`;
    const plain = withoutNames(text, names);
    for (const match of plain.matchAll(/[A-Za-z][A-Za-z0-9'’&-]*/g)) {
      const word = match[0].replace(/['’]s$/, '');
      if (!/^[A-Z]/.test(word) || words.has(word.toLowerCase())) continue;
      const before = plain.slice(0, match.index).trimEnd();
      const opensSentence = before === '' || /[.!?:;]$/.test(before);
      if (opensSentence && STOP_WORDS.has(word.toLowerCase())) continue;
      return `${key}: names ${word}, not in the evidence`;
    }
  }
  return null;
}

/** The JSON object of a chat answer, fenced in ``` or not; null when there is none. */
function parseAnswer(content: unknown): unknown {
  if (typeof content !== 'string') return null;
  const body = content.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** Texts that read the same as an earlier row's once the names are out: the rewrite loses to the engine's there. */
function distinct(results: CandidateReasons[], rows: RewriteRow[]): CandidateReasons[] {
  const seen = new Set<string>();
  return results.map((reasons, at) => {
    const name = rows[at]!.candidate.investor.company_name;
    const key = (texts: CandidateReasons) => KEYS.slice(1).map((field) => withoutNames(texts[field], [name]).trim());
    const clash = key(reasons).some((text) => text !== '-' && seen.has(text));
    const kept = clash ? rows[at]!.reasons : reasons;
    for (const text of key(kept)) seen.add(text);
    return kept;
  });
}

/**
 * A rewriter speaking the chat-completions API (OpenAI, Ollama, vLLM, llama.cpp's server). It only ever
 * changes wording: the ranking and its evidence are the engine's, and a rewrite that breaks a rule is
 * dropped for the engine's text. A slow, failing or absent server costs at most `budgetMs` per list.
 */
export function createReasonRewriter({
  baseUrl,
  model,
  apiKey,
  timeoutMs = 4_000,
  budgetMs = 12_000,
  concurrency = 3,
  log,
}: RewriterOptions): ReasonRewriter {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function rewriteOne(row: RewriteRow, profile: CompanyProfile, listSignal: AbortSignal): Promise<CandidateReasons> {
    const evidence = evidenceText(row, profile);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({
        model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: evidence },
        ],
      }),
      signal: AbortSignal.any([listSignal, AbortSignal.timeout(timeoutMs)]),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const reply = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const rewrite = parseAnswer(reply.choices?.[0]?.message?.content);
    const problem = rewrite === null ? 'no JSON object in the answer' : rewriteProblem(rewrite, row, profile, evidence);
    if (problem) throw new Error(problem);
    const texts = rewrite as CandidateReasons;
    return Object.fromEntries(KEYS.map((key) => [key, texts[key].trim()])) as unknown as CandidateReasons;
  }

  return {
    async rewrite(rows, profile) {
      const results = rows.map((row) => row.reasons);
      const list = AbortSignal.timeout(budgetMs);
      const failures: string[] = [];
      let next = 0;
      const work = async () => {
        while (next < rows.length && !list.aborted) {
          const at = next++;
          try {
            results[at] = await rewriteOne(rows[at]!, profile, list);
          } catch (error) {
            failures.push(error instanceof Error ? error.message.slice(0, 120) : 'failed');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, work));
      if (failures.length)
        log?.warn(
          { kept: failures.length, of: rows.length, first: failures[0] },
          "Florence kept the engine's reasons for rows the model did not rewrite",
        );
      return distinct(results, rows);
    },
  };
}
