import { BulbOutlined, ControlOutlined, ReadOutlined, SlidersOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

interface Reason {
  icon: ReactNode;
  title: string;
  text: string;
}

const reasons: Reason[] = [
  {
    icon: <ReadOutlined />,
    title: 'It reads every profile',
    text:
      'A manual list stops where your time runs out. Florence goes through every entry in the investor dataset, ' +
      'not only the names you already know or the first page of a search.',
  },
  {
    icon: <SlidersOutlined />,
    title: 'It weighs the whole picture',
    text:
      'Your goals, attributes and financials are considered together, so a match on a single filter does not ' +
      'push a better overall fit down the list.',
  },
  {
    icon: <BulbOutlined />,
    title: 'It explains its reasons',
    text:
      'Every recommendation comes with Reasons For Target, covering financial, operating and other synergies, ' +
      'so you can check the thinking before you pick up the phone.',
  },
  {
    icon: <ControlOutlined />,
    title: 'You stay in control',
    text:
      'Florence suggests and you decide. Keep what fits, drop what does not, give feedback on the ' +
      'recommendations and search the dataset yourself whenever you want to.',
  },
];

export function WhyAi() {
  return (
    <section id="whyAI" className="ds-section ds-section--white" aria-labelledby="ds-why-title">
      <div className="ds-container ds-why">
        <header className="ds-why__intro">
          <p className="ds-eyebrow">Florence</p>
          <h2 id="ds-why-title" className="ds-section__title">
            Why A.I.?
          </h2>
          <p className="ds-lead">
            Building a list of buyers, investors or targets by hand means hours of reading profiles and still wondering who you missed.
            Florence does the reading and the ranking, so your judgement goes where it counts: on the conversations.
          </p>
        </header>
        <ul className="ds-why__points">
          {reasons.map((reason) => (
            <li key={reason.title} className="ds-why__point">
              <span className="ds-icon-badge" aria-hidden="true">
                {reason.icon}
              </span>
              <h3 className="ds-card-title">{reason.title}</h3>
              <p className="ds-card-text">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
