import { formAnswersOf, type Company } from '@dealscout/domain';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { CompanyGate } from '../../companies';
import { useNaics } from '../../investors/api';
import { useDraft, useQuestions } from '../api';
import { SubmissionWizard } from '../components/SubmissionWizard';
import '../questionnaire.css';

/** /leads/company-submission: the questionnaire of the selected company. */
export function CompanySubmissionPage() {
  return <CompanyGate>{(company) => <CompanySubmission key={company.id} company={company} />}</CompanyGate>;
}

function CompanySubmission({ company }: { company: Company }) {
  const questions = useQuestions();
  const draft = useDraft(company.id);
  const naics = useNaics();
  const [round, setRound] = useState(0);

  if (questions.isError || draft.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The questionnaire could not be loaded."
        action={
          <Button
            onClick={() => {
              void questions.refetch();
              void draft.refetch();
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
  // A refetch (after Discard) keeps the wizard on screen until the new answers arrive and `round` remounts it.
  if (!questions.data || !draft.data) {
    return (
      <div className="ds-submission-loading">
        <Spin size="large" aria-label="Loading" />
      </div>
    );
  }
  return (
    <SubmissionWizard
      key={`${company.id}-${round}`}
      company={company}
      questions={questions.data}
      naics={naics.entries}
      naicsLoading={naics.isPending}
      initial={formAnswersOf(draft.data.data.user_input)}
      hasDraft={draft.data.draft}
      onReload={() => void draft.refetch().then(() => setRound((previous) => previous + 1))}
    />
  );
}
