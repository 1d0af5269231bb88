import {
  CURRENCY_MASK,
  offersNone,
  optionsOf,
  PERCENTAGE_MASK,
  questionText,
  requiredError,
  type AnswerValue,
  type FormAnswers,
  type NaicsList,
  type QuestionDefinition,
} from '@dealscout/domain';
import { LocationInput } from './LocationInput';
import { MaskedNumberInput } from './MaskedNumberInput';
import { OptionSelect } from './OptionSelect';
import { RangeInput } from './RangeInput';
import { TagsInput } from './TagsInput';
import { Input } from 'antd';

interface QuestionFieldProps {
  question: QuestionDefinition;
  answers: FormAnswers;
  naics: NaicsList;
  naicsLoading: boolean;
  onChange: (key: string, values: AnswerValue[]) => void;
  /** Show "This field is required" once the user has been through the question. */
  showError: boolean;
}

const strings = (values: AnswerValue[] | undefined) => (values ?? []).map(String);

/** One question, its input chosen by its type (spec part 2 §5 'Dynamic form'). */
export function QuestionField({ question, answers, naics, naicsLoading, onChange, showError }: QuestionFieldProps) {
  const id = `question-${question.key}`;
  const values = answers[question.key];
  const error = showError ? requiredError(question, values) : null;
  const errorId = error ? `${id}-error` : undefined;
  const set = (next: AnswerValue[]) => onChange(question.key, next);
  const common = { id, invalid: error !== null, describedBy: errorId };

  const input = (() => {
    switch (question.type) {
      case 'currency':
      case 'percentage':
        return (
          <MaskedNumberInput
            {...common}
            mask={question.type === 'currency' ? CURRENCY_MASK : PERCENTAGE_MASK}
            value={values?.[0] === undefined ? undefined : String(values[0])}
            onChange={(value) => set(value === '' ? [] : [value])}
          />
        );
      case 'other':
        return (
          <Input.TextArea
            id={id}
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={5000}
            value={strings(values)[0] ?? ''}
            onChange={(event) => set(event.target.value === '' ? [] : [event.target.value])}
            status={error ? 'error' : undefined}
            aria-invalid={error !== null || undefined}
            aria-describedby={errorId}
          />
        );
      case 'tags':
        return <TagsInput {...common} value={strings(values)} onChange={set} />;
      case 'range':
        return (
          <RangeInput
            id={id}
            labels={question.range?.labels ?? []}
            value={typeof values?.[0] === 'number' ? values[0] : undefined}
            onChange={(value) => set([value])}
            labelledBy={`${id}-label`}
          />
        );
      case 'location':
        return <LocationInput {...common} value={strings(values)} onChange={set} />;
      case 'single-select':
      case 'multi-select':
        return (
          <OptionSelect
            {...common}
            multiple={question.type === 'multi-select'}
            options={optionsOf(question, answers, naics)}
            withNone={offersNone(question)}
            value={strings(values)}
            onChange={set}
            loading={question.option_source?.startsWith('naics') === true && naicsLoading}
          />
        );
    }
  })();

  return (
    <div className="ds-question">
      <label id={`${id}-label`} htmlFor={id} className="ds-question-text">
        {questionText(question)}
      </label>
      {input}
      {error && (
        <div id={errorId} className="ds-question-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
