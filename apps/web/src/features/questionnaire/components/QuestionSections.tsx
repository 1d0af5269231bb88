import type { AnswerValue, FormAnswers, NaicsList, QuestionDefinition } from '@dealscout/domain';
import { Card } from 'antd';
import { QuestionField } from './QuestionField';

interface QuestionSectionsProps {
  questions: QuestionDefinition[];
  /** Financials: each section is a card (Revenue, Expenses, EBITDA...); elsewhere a heading over its questions. */
  cards: boolean;
  answers: FormAnswers;
  naics: NaicsList;
  naicsLoading: boolean;
  touched: ReadonlySet<string>;
  onChange: (key: string, values: AnswerValue[]) => void;
}

/** The questions of a step, grouped by their section in order. */
export function QuestionSections({ questions, cards, answers, naics, naicsLoading, touched, onChange }: QuestionSectionsProps) {
  const groups: { section: string | undefined; questions: QuestionDefinition[] }[] = [];
  for (const question of questions) {
    const open = groups.at(-1);
    if (open && open.section === question.section) open.questions.push(question);
    else groups.push({ section: question.section, questions: [question] });
  }
  const field = (question: QuestionDefinition) => (
    <QuestionField
      key={question.key}
      question={question}
      answers={answers}
      naics={naics}
      naicsLoading={naicsLoading}
      onChange={onChange}
      showError={touched.has(question.key)}
    />
  );
  return (
    <div className={cards ? 'ds-question-cards' : 'ds-question-list'}>
      {groups.map(({ section, questions: inSection }, index) =>
        cards ? (
          <Card key={section ?? index} title={<h3 className="ds-card-title">{section}</h3>} size="small">
            {inSection.map(field)}
          </Card>
        ) : (
          <div key={section ?? `plain-${index}`} className="ds-question-group">
            {section && <h2 className="ds-submission-subheading">{section}</h2>}
            {inSection.map(field)}
          </div>
        ),
      )}
    </div>
  );
}
