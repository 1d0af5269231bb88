import { ATTRIBUTE_QUESTIONS, formAnswersOf, REQUIRED_MESSAGE, toUserInput, type NaicsList } from '@dealscout/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionField } from './QuestionField';

const NAICS: NaicsList = [{ label: '62', value: 'Health Care and Social Assistance', level: 'sector' }];
const selects = ATTRIBUTE_QUESTIONS.filter((question) => question.type === 'single-select' || question.type === 'multi-select');
/** The answers a reload reads back from a draft autosaved before any attribute was answered. */
const restored = formAnswersOf(toUserInput({ 'question-one': ['Acquire'] }));

const field = (key: string) =>
  render(
    <QuestionField
      question={ATTRIBUTE_QUESTIONS.find((question) => question.key === key)!}
      answers={restored}
      naics={NAICS}
      naicsLoading={false}
      onChange={() => undefined}
      showError
    />,
  );

// Issue 41: a reload on Attributes turned every empty dropdown into 'None', and 'None' passed the required check.
describe('an attribute dropdown restored from a draft', () => {
  it.each(selects.map((question) => question.key))('%s shows empty, and says it is required', (key) => {
    const { container } = field(key);
    // What the closed dropdown shows: its placeholder alone, no chosen 'None'.
    expect(container.querySelector('.ant-select-content')?.textContent).toBe('Select');
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED_MESSAGE);
  });

  it('offers no None among the answers of a required question', () => {
    field('primary_sector_dropdown');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(screen.queryByRole('option', { name: 'None' })).toBeNull();
    expect(document.querySelector('.ant-select-item-option[title="None"]')).toBeNull();
  });
});
