import { z } from 'zod';

/** The input types of a question (spec part 2 §3). */
export const QUESTION_TYPES = ['currency', 'percentage', 'other', 'tags', 'single-select', 'multi-select', 'range', 'location'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The three answer sets, in the order they are kept in `user_input` and asked in the wizard. */
export const QUESTION_GROUPS = ['goals', 'attributes', 'financials'] as const;
export type QuestionGroup = (typeof QUESTION_GROUPS)[number];

/** An option: `title` a code searched and shown before the label (NAICS), `group` the heading it is listed under. */
export const questionOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  title: z.string().optional(),
  group: z.string().optional(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** One link of a parent chain: the question is asked when `key` was answered with `value`. */
export const parentConditionSchema = z.object({ key: z.string(), value: z.string() });
export type ParentCondition = z.infer<typeof parentConditionSchema>;

/**
 * Where a select's options come from when they are not listed: the NAICS catalogue (GET /api/taxonomy/naics),
 * or the lists of the primary sector answered (specialties, supply-chain positions).
 */
export const OPTION_SOURCES = ['naics-master', 'naics-sub', 'sector-specialties', 'sector-positions'] as const;
export type OptionSource = (typeof OPTION_SOURCES)[number];

export const answerValueSchema = z.union([z.string(), z.number()]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/**
 * A question of the questionnaire (spec part 2 §3): key, type, label, value (the starting answer), the
 * parent chain of prior answers that makes it asked, options, the question text (a string or a list of
 * HTML-free paragraphs), the optional flag and, for ranges, 1 to 10 with the ten importance labels.
 */
export const questionDefinitionSchema = z.object({
  key: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  value: z.array(answerValueSchema),
  parent: z.array(parentConditionSchema),
  options: z.array(questionOptionSchema),
  option_source: z.enum(OPTION_SOURCES).optional(),
  question: z.union([z.string(), z.array(z.string())]),
  optional: z.boolean(),
  range: z.object({ min: z.literal(1), max: z.literal(10), labels: z.array(z.string()).length(10) }).optional(),
  /** The heading the question sits under: 'NAICS Industry Classification System', or a financials card. */
  section: z.string().optional(),
});
export type QuestionDefinition = z.infer<typeof questionDefinitionSchema>;

/** GET /api/question. */
export const questionsReplySchema = z.object({
  data: z.object({
    goals: z.array(questionDefinitionSchema),
    attributes: z.array(questionDefinitionSchema),
    financials: z.array(questionDefinitionSchema),
  }),
});
export type QuestionsReply = z.infer<typeof questionsReplySchema>;
export type QuestionSet = QuestionsReply['data'];
