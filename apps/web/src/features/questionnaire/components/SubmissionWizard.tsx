import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import {
  FINANCIALS_HEADING,
  isSatisfied,
  PRIMARY_SECTOR_KEY,
  questionnaireMessages as m,
  stepComplete,
  toUserInput,
  visibleQuestions,
  withAnswer,
  type AnswerValue,
  type Company,
  type FormAnswers,
  type NaicsList,
  type QuestionSet,
} from '@dealscout/domain';
import { App, Button, Popconfirm, Steps, Tag, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../platform/paths';
import { endedSession } from '../../../platform/api-error';
import { useQueryParams } from '../../../platform/use-query-params';
import { CompanyFormModal } from '../../companies';
import { DeleteCompanyModal } from '../../companies';
import { saveDraft, useDiscardDraft, useSubmitAnswers } from '../api';
import { openingStep, stepIndexOf, STEPS } from '../opening-step';
import { useAutosave } from '../use-autosave';
import { QuestionSections } from './QuestionSections';

interface SubmissionWizardProps {
  company: Company;
  questions: QuestionSet;
  naics: NaicsList;
  naicsLoading: boolean;
  initial: FormAnswers;
  hasDraft: boolean;
  /** After Discard Changes: load the questionnaire again. */
  onReload: () => void;
}

/** The three-step Company Submission (spec part 2 §2, §4): autosaved as a private draft, submitted to the company. */
export function SubmissionWizard({ company, questions, naics, naicsLoading, initial, hasDraft, onReload }: SubmissionWizardProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  // Answers from before the sector lists may hold a specialty or position their sector does not offer: asked again.
  const [answers, setAnswers] = useState(() => withAnswer(initial, PRIMARY_SECTOR_KEY, initial[PRIMARY_SECTOR_KEY] ?? []));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [params, setParams] = useQueryParams();
  const [step, setStep] = useState(() =>
    openingStep(
      STEPS.map(({ key }) => questions[key]),
      initial,
      { requested: stepIndexOf(params.get('step')), hasDraft },
    ),
  );
  const [draft, setDraft] = useState(hasDraft);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const discard = useDiscardDraft(company.id);
  const submit = useSubmitAnswers(company.id);
  const autosave = useAutosave(
    () => saveDraft(company.id, toUserInput(answers)),
    () => setDraft(true),
  );

  const current = questions[STEPS[step]!.key];
  const complete = stepComplete(current, answers);
  const last = step === STEPS.length - 1;

  const change = (key: string, values: AnswerValue[]) => {
    // A new primary sector clears a specialty or position its lists do not offer.
    setAnswers((previous) => withAnswer(previous, key, values));
    setTouched((previous) => new Set(previous).add(key));
    autosave.schedule();
  };

  // The step is in the address, so a reload comes back to it.
  const move = (by: number) => {
    setStep(step + by);
    setParams(
      (query) => {
        query.set('step', STEPS[step + by]!.key);
        return query;
      },
      { replace: true },
    );
    window.scrollTo({ top: 0 });
  };

  /** Next or Submit on an incomplete step: each empty required field says so beside it, and the first takes the focus. */
  const showMissing = () => {
    const missing = visibleQuestions(current, answers).filter((question) => !isSatisfied(question, answers[question.key]));
    setTouched((previous) => new Set([...previous, ...missing.map((question) => question.key)]));
    focusAfterRender.current = `question-${missing[0]?.key}`;
  };
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterRender.current) document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const discardChanges = async () => {
    await autosave.settle();
    discard.mutate(undefined, {
      onSuccess: () => {
        void message.success(m.discarded);
        onReload();
      },
      onError: (error) => void (endedSession(error) || message.error(m.submitFailed)),
    });
  };

  const submitAnswers = async () => {
    await autosave.settle();
    submit.mutate(toUserInput(answers), {
      onSuccess: () => void navigate(paths.companyDetail),
      onError: (error) => void (endedSession(error) || message.error(m.submitFailed)),
    });
  };

  return (
    <div className="ds-submission">
      <header className="ds-submission-header">
        <div className="ds-submission-heading">
          <h1 className="ds-submission-title">{m.title}</h1>
          {draft && (
            <Tooltip title={m.draftTooltip}>
              <Tag className="ds-draft-tag" tabIndex={0} aria-label={`${m.draftBadge}: ${m.draftTooltip}`}>
                {m.draftBadge}
              </Tag>
            </Tooltip>
          )}
        </div>
        <div className="ds-submission-tools">
          <span className="ds-submission-company">{company.company_name}</span>
          {company.created_by_user && (
            <>
              <Tooltip title="Edit Company">
                <Button type="text" icon={<EditOutlined />} aria-label="Edit Company" onClick={() => setDialog('rename')} />
              </Tooltip>
              <Tooltip title="Delete Company">
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="Delete Company" onClick={() => setDialog('delete')} />
              </Tooltip>
            </>
          )}
          <Popconfirm
            title="Discard your changes?"
            description="The answers go back to the last submitted ones."
            okText="Discard"
            onConfirm={() => void discardChanges()}
          >
            <Button loading={discard.isPending}>{m.discard}</Button>
          </Popconfirm>
        </div>
      </header>

      <Steps current={step} items={STEPS.map(({ title }) => ({ title }))} responsive={false} size="small" className="ds-submission-steps" />

      <section className="ds-submission-step" aria-label={STEPS[step]!.title}>
        {STEPS[step]!.key === 'financials' && <h2 className="ds-submission-subheading">{FINANCIALS_HEADING}</h2>}
        <QuestionSections
          questions={visibleQuestions(current, answers)}
          cards={STEPS[step]!.key === 'financials'}
          answers={answers}
          naics={naics}
          naicsLoading={naicsLoading}
          touched={touched}
          onChange={change}
        />
      </section>

      <footer className="ds-submission-actions">
        <Button disabled={step === 0} onClick={() => move(-1)}>
          Back
        </Button>
        {last ? (
          <Button type="primary" loading={submit.isPending} onClick={() => (complete ? void submitAnswers() : showMissing())}>
            Submit
          </Button>
        ) : (
          <Button type="primary" onClick={() => (complete ? move(1) : showMissing())}>
            Next
          </Button>
        )}
      </footer>

      {company.created_by_user && (
        <>
          <CompanyFormModal open={dialog === 'rename'} company={company} onClose={() => setDialog(null)} />
          <DeleteCompanyModal open={dialog === 'delete'} company={company} onClose={() => setDialog(null)} />
        </>
      )}
    </div>
  );
}
