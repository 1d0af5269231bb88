import { weakAnswerMessages as m, type AnswerStrength, type WeakAnswerSuggestion } from '@dealscout/domain';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../platform/paths';

/** Where each suggestion's action leads: the questionnaire, or the deal imports (a superuser's); none for asking the administrator. */
const ACTION_PATHS: Record<WeakAnswerSuggestion, string | null> = {
  financial_buyers: paths.companySubmission,
  import_deal_history: paths.datasetImports,
  ask_for_deal_history: null,
  fuller_description: paths.companySubmission,
};

/**
 * Above a list whose top buyers little evidence backs (issue 40): says so in one sentence, and what would
 * help, each with its action. Nothing when the answer is not weak.
 */
export function WeakAnswerNotice({ answer, counterparts }: { answer: AnswerStrength | null; counterparts: string }) {
  if (!answer?.weak) return null;
  return (
    <Alert
      className="ds-florence-weak"
      type="warning"
      showIcon
      title={m.title(answer.backed, answer.top, counterparts.toLowerCase())}
      description={
        answer.suggestions.length > 0 && (
          <>
            <p className="ds-florence-weak-intro">{m.intro}</p>
            <ul className="ds-florence-weak-list">
              {answer.suggestions.map((suggestion) => {
                const to = ACTION_PATHS[suggestion];
                const wording = m[suggestion];
                return (
                  <li key={suggestion}>
                    {wording.text}
                    {to && 'action' in wording && (
                      <>
                        {' '}
                        <Link to={to}>{wording.action}</Link>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )
      }
    />
  );
}
