import { ATTRIBUTE_QUESTIONS, FINANCIAL_QUESTIONS, GOAL_QUESTIONS, type FormAnswers } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { openingStep, stepIndexOf } from './opening-step';

const steps = [GOAL_QUESTIONS, ATTRIBUTE_QUESTIONS, FINANCIAL_QUESTIONS];
const goalsDone: FormAnswers = { 'question-one': ['Acquire'] };
const attributesDone: FormAnswers = {
  ...goalsDone,
  'NAICS-Master-Dropdown': ['62'],
  'NAICS-Sub-Dropdown': ['6212'],
  primary_sector_dropdown: ['Healthcare'],
  speciality_input: ['Dentistry'],
  description_input: ['Dental clinics'],
  mission_input: ['Healthy smiles'],
  vision_input: ['Every town'],
  descriptor_input: ['Friendly'],
  location_input: ['United States', 'Ohio'],
  supply_chain_dropdown: ['Healthcare Provider'],
  area_of_operations_dropdown: ['Ohio'],
  service_input: ['Implants'],
  culture_and_values_input: ['Care'],
  workplace_culture_dropdown: ['Clan'],
};

describe('openingStep', () => {
  it('resumes a draft at the step it reached', () => {
    expect(openingStep(steps, {}, { requested: null, hasDraft: true })).toBe(0);
    expect(openingStep(steps, goalsDone, { requested: null, hasDraft: true })).toBe(1);
    expect(openingStep(steps, attributesDone, { requested: null, hasDraft: true })).toBe(2);
  });

  it('opens at the step the address names (a reload) once the steps before it are complete', () => {
    expect(openingStep(steps, attributesDone, { requested: 1, hasDraft: false })).toBe(1);
    expect(openingStep(steps, attributesDone, { requested: 0, hasDraft: true })).toBe(0);
    expect(openingStep(steps, goalsDone, { requested: 2, hasDraft: true })).toBe(1);
    expect(openingStep(steps, {}, { requested: 2, hasDraft: false })).toBe(0);
  });

  it('starts submitted answers without a draft at the first step', () => {
    expect(openingStep(steps, attributesDone, { requested: null, hasDraft: false })).toBe(0);
  });
});

describe('stepIndexOf', () => {
  it('reads the step keys of the address', () => {
    expect(stepIndexOf('attributes')).toBe(1);
    expect(stepIndexOf('financials')).toBe(2);
    expect(stepIndexOf('nope')).toBe(null);
    expect(stepIndexOf(null)).toBe(null);
  });
});
