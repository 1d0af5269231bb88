import { weakAnswerMessages as m, type AnswerStrength } from '@dealscout/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test-support/render';
import { WeakAnswerNotice } from './WeakAnswerNotice';

const weak = (suggestions: AnswerStrength['suggestions'], backed = 0): AnswerStrength => ({ weak: true, backed, top: 10, suggestions });

describe('the weak-answer notice', () => {
  it('says what is weak in one sentence, and each suggestion with its action', () => {
    renderInApp(
      <WeakAnswerNotice answer={weak(['financial_buyers', 'import_deal_history', 'fuller_description'], 1)} counterparts="Buyers" />,
    );
    expect(screen.getByRole('alert').textContent).toContain(m.title(1, 10, 'buyers'));
    expect(m.title(1, 10, 'buyers')).toContain('only 1 of the top 10 buyers shares');
    expect(screen.getByRole('link', { name: m.financial_buyers.action }).getAttribute('href')).toBe('/leads/company-submission');
    expect(screen.getByRole('link', { name: m.import_deal_history.action }).getAttribute('href')).toBe('/leads/imports');
    expect(screen.getByRole('link', { name: m.fuller_description.action }).getAttribute('href')).toBe('/leads/company-submission');
  });

  it('tells anyone but a superuser to ask the administrator, with no link', () => {
    renderInApp(<WeakAnswerNotice answer={weak(['ask_for_deal_history'])} counterparts="Investors" />);
    expect(screen.getByRole('alert').textContent).toContain('none of the top 10 investors share');
    expect(screen.getByText(m.ask_for_deal_history.text)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a list that is not weak, or before the first list', () => {
    const { container } = renderInApp(
      <WeakAnswerNotice answer={{ weak: false, backed: 6, top: 10, suggestions: [] }} counterparts="Buyers" />,
    );
    expect(container.innerHTML).toBe('');
    const before = renderInApp(<WeakAnswerNotice answer={null} counterparts="Buyers" />);
    expect(before.container.innerHTML).toBe('');
  });
});
