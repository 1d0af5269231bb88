import { QUESTIONS, withAnswer, type AnswerValue, type FormAnswers } from '@dealscout/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionField } from './QuestionField';

const question = (key: string) => QUESTIONS.attributes.find((candidate) => candidate.key === key)!;

/** The sector, specialty and position questions over one set of answers, as the wizard holds them. */
function SectorFields({ initial }: { initial: FormAnswers }) {
  const [answers, setAnswers] = useState(initial);
  const change = (key: string, values: AnswerValue[]) => setAnswers((previous) => withAnswer(previous, key, values));
  return (
    <>
      {['primary_sector_dropdown', 'speciality_input', 'supply_chain_dropdown'].map((key) => (
        <QuestionField
          key={key}
          question={question(key)}
          answers={answers}
          naics={[]}
          naicsLoading={false}
          onChange={change}
          showError={false}
        />
      ))}
    </>
  );
}

/** The list a select shows once opened (and searched: a long list draws only what is in view). */
function opened(label: string, search?: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  if (search) fireEvent.change(input, { target: { value: search } });
  return { list: document.querySelector<HTMLElement>(`#${input.id}_list`)!.parentElement! };
}

describe('the specialty and supply-chain position dropdowns', () => {
  it('offer the spec lists to a health care company', () => {
    render(<SectorFields initial={{ primary_sector_dropdown: ['Healthcare'] }} />);
    const positions = opened('Where does your company sit in the supply chain?');
    expect(positions.list.textContent).toContain('Medical Product Manufacturer');
    expect(positions.list.textContent).toContain('Healthcare Provider');
    expect(positions.list.textContent).not.toContain('Software Vendor');
  });

  it("offer a technology company its sector's specialties by sub-industry and positions such as software vendor", () => {
    render(<SectorFields initial={{ primary_sector_dropdown: ['Technology'] }} />);
    expect(opened('What is your specialty?').list.textContent).toContain('Software');
    const security = opened('What is your specialty?', 'cloud sec').list;
    // Under its sub-industry's heading.
    expect(security.querySelector('.ant-select-item-group')?.textContent).toBe('Cybersecurity');
    expect(security.textContent).toContain('Cloud Security');
    expect(opened('What is your specialty?', 'ophthalm').list.textContent).not.toContain('Ophthalmology');
    const positions = opened('Where does your company sit in the supply chain?');
    expect(positions.list.textContent).toContain('Software Vendor');
    expect(positions.list.textContent).not.toContain('Healthcare Provider');
  });

  it('clear a specialty and a position the newly chosen sector does not offer', () => {
    render(
      <SectorFields
        initial={{
          primary_sector_dropdown: ['Healthcare'],
          speciality_input: ['Dermatology'],
          supply_chain_dropdown: ['Healthcare Provider'],
        }}
      />,
    );
    const field = (label: string) => screen.getByLabelText(label).closest('.ds-question')!;
    expect(within(field('What is your specialty?') as HTMLElement).getByText('Dermatology')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('What is your primary sector?'));
    fireEvent.click(screen.getAllByTitle('Consumer Staples').at(-1)!);
    expect(within(field('What is your specialty?') as HTMLElement).queryByText('Dermatology')).toBeNull();
    expect(within(field('Where does your company sit in the supply chain?') as HTMLElement).queryByText('Healthcare Provider')).toBeNull();
  });
});
