import { SPECIALTIES } from '@dealscout/domain';

type Specialty = (typeof SPECIALTIES)[number];

/** The questionnaire's healthcare specialties (spec part 2 §9) a Healthcare company's summary names. */
const SPECIALTY_PATTERNS: Record<Specialty, RegExp> = {
  Ophthalmology: /\b(ophthalm\w*|eye care|retina\w*|vision care)\b/i,
  'Veterinary Services': /\b(veterinar\w*|animal health)\b/i,
  'Diagnostic Imaging Centers': /\b(diagnostic imaging|radiology|imaging (centers|services))\b/i,
  'Diagnostic & Medical Laboratories': /\b(clinical laborator\w*|laboratory (testing|services)|diagnostic (tests?|testing))\b/i,
  Dermatology: /\b(dermatolog\w*|aesthetic\w*|skin (care|disease\w*|conditions?))\b/i,
  'Surgical Centers': /\b(ambulatory surg\w*|surgical (centers|facilities|hospitals))\b/i,
  Cosmetics: /\bcosmetic\w*\b/i,
  Hospitals: /\b(acute care|operates? [\w\s]{0,30}hospitals|hospital (operator|systems?))\b/i,
  'Outpatient Centers': /\boutpatient\b/i,
  'Multispeciality Group Practice': /\b(physician (groups?|practices?)|multi-?speciality|multi-?specialty)\b/i,
};

export function specialtiesIn(summary: string): Specialty[] {
  return SPECIALTIES.filter((specialty) => SPECIALTY_PATTERNS[specialty].test(summary));
}
