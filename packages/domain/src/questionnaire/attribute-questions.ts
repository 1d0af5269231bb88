import { AREA_OF_OPERATIONS_OPTIONS } from '../taxonomy/locations.js';
import { WORKPLACE_CULTURES } from '../taxonomy/profile-options.js';
import { SECTORS } from '../taxonomy/sector-names.js';
import { defineQuestion, plainOptions } from './define-question.js';
import type { QuestionDefinition } from './question-definition.js';

export const NAICS_HEADING = 'NAICS Industry Classification System';
export const NAICS_MASTER_KEY = 'NAICS-Master-Dropdown';
export const NAICS_SUB_KEY = 'NAICS-Sub-Dropdown';
/** The sector whose specialties and supply-chain positions the questionnaire offers. */
export const PRIMARY_SECTOR_KEY = 'primary_sector_dropdown';

/** The company profile questions (spec part 2 §3 'Company profile questions'). */
export const ATTRIBUTE_QUESTIONS: QuestionDefinition[] = [
  defineQuestion({
    key: NAICS_MASTER_KEY,
    type: 'single-select',
    label: 'NAICS industry',
    question: 'Which NAICS sector is your company in?',
    option_source: 'naics-master',
    section: NAICS_HEADING,
  }),
  defineQuestion({
    key: NAICS_SUB_KEY,
    type: 'single-select',
    label: 'NAICS sub-industry',
    question: 'Which NAICS industry within that sector?',
    option_source: 'naics-sub',
    section: NAICS_HEADING,
  }),
  defineQuestion({
    key: PRIMARY_SECTOR_KEY,
    type: 'single-select',
    label: 'Primary sector',
    question: 'What is your primary sector?',
    options: plainOptions(SECTORS),
  }),
  defineQuestion({
    key: 'speciality_input',
    type: 'single-select',
    label: 'Specialty',
    question: 'What is your specialty?',
    // The primary sector's list: Health Care's of the spec, another sector's of the taxonomy (sector-options.ts).
    option_source: 'sector-specialties',
  }),
  defineQuestion({
    key: 'narrow_specialty_input',
    type: 'other',
    label: 'Narrow specialty',
    question: 'Describe your specialty more narrowly (optional)',
    optional: true,
  }),
  defineQuestion({ key: 'description_input', type: 'other', label: 'Description', question: 'Describe your company' }),
  defineQuestion({ key: 'mission_input', type: 'other', label: 'Mission', question: 'What is your mission?' }),
  defineQuestion({ key: 'vision_input', type: 'other', label: 'Vision', question: 'What is your vision?' }),
  defineQuestion({
    key: 'descriptor_input',
    type: 'tags',
    label: 'Company strengths',
    question: 'Which words describe your company best? (its strengths)',
  }),
  defineQuestion({
    key: 'location_input',
    type: 'location',
    label: 'Headquarters',
    question: 'Where is your company headquartered?',
  }),
  defineQuestion({
    key: 'supply_chain_dropdown',
    type: 'single-select',
    label: 'Supply chain position',
    question: 'Where does your company sit in the supply chain?',
    option_source: 'sector-positions',
  }),
  defineQuestion({
    key: 'area_of_operations_dropdown',
    type: 'multi-select',
    label: 'Areas of operation',
    question: 'In which states do you operate?',
    options: AREA_OF_OPERATIONS_OPTIONS.map((option) => ({ ...option })),
  }),
  defineQuestion({
    key: 'product_input',
    type: 'tags',
    label: 'Products',
    question: 'Which products do you offer? (optional)',
    optional: true,
  }),
  defineQuestion({ key: 'service_input', type: 'tags', label: 'Services', question: 'Which services do you offer?' }),
  defineQuestion({
    key: 'culture_and_values_input',
    type: 'tags',
    label: 'Culture and values',
    question: 'Which words describe your culture and values?',
  }),
  defineQuestion({
    key: 'workplace_culture_dropdown',
    type: 'single-select',
    label: 'Workplace culture',
    question: 'Which workplace culture fits your company best?',
    options: plainOptions(WORKPLACE_CULTURES),
  }),
];
