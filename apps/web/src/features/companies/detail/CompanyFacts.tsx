import { answerText, displayText, type UserInput } from '@dealscout/domain';
import { Card, Empty } from 'antd';
import { useNaics } from '../../investors/api';
import { attributeFacts, goalFacts, statFacts } from './company-facts';
import { FactList } from './FactList';

const cardTitle = (id: string, text: string) => (
  <h2 id={id} className="ds-detail-card-title">
    {text}
  </h2>
);

/** Description, the three stat tiles, then goals and attributes side by side on wide screens. */
export function CompanyFacts({ userInput }: { userInput: UserInput }) {
  const goals = goalFacts(userInput);
  const naics = useNaics();
  return (
    <>
      <Card
        className="ds-detail-card"
        title={cardTitle('detail-description', 'Description')}
        role="region"
        aria-labelledby="detail-description"
      >
        <p className="ds-detail-description">{displayText(answerText(userInput, 'description_input'))}</p>
      </Card>
      <ul className="ds-detail-stats" aria-label="Key figures">
        {statFacts(userInput).map((stat) => (
          <li key={stat.key} className="ds-detail-stat">
            <span className="ds-detail-stat-label">{stat.label}</span>
            <span className="ds-detail-stat-value">{stat.value}</span>
          </li>
        ))}
      </ul>
      <div className="ds-detail-columns">
        <Card className="ds-detail-card" title={cardTitle('detail-goals', 'Goals')} role="region" aria-labelledby="detail-goals">
          {goals.length > 0 ? <FactList facts={goals} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No goals yet" />}
        </Card>
        <Card
          className="ds-detail-card"
          title={cardTitle('detail-attributes', 'Attributes')}
          role="region"
          aria-labelledby="detail-attributes"
        >
          <FactList facts={attributeFacts(userInput, naics.nameOf)} />
        </Card>
      </div>
    </>
  );
}
