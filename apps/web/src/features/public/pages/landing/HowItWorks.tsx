import { FormOutlined, RobotOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

interface Step {
  icon: ReactNode;
  title: string;
  text: string;
}

const steps: Step[] = [
  {
    icon: <FormOutlined />,
    title: 'Describe your company',
    text:
      'Answer a three-step questionnaire: your goals, attributes and financials. Say whether you want to acquire, ' +
      'sell or raise, and Dealscout looks for targets, buyers or investors to match.',
  },
  {
    icon: <RobotOutlined />,
    title: 'Florence ranks the fits',
    text:
      'Florence weighs your answers against the investor dataset, ranks the best fits and writes the Reasons For ' +
      'Target for each one. A list typically takes 5 to 8 minutes to build.',
  },
  {
    icon: <UnorderedListOutlined />,
    title: 'Work the results as leads',
    text:
      'Save the ones you want to named lead lists, track who is new, contacted or communicating, and move ' +
      'companies through your pipeline with tasks for your team.',
  },
];

export function HowItWorks() {
  return (
    <section className="ds-section" aria-labelledby="ds-how-title">
      <div className="ds-container">
        <header className="ds-section__header">
          <p className="ds-eyebrow">How it works</p>
          <h2 id="ds-how-title" className="ds-section__title">
            From a questionnaire to a working list of leads
          </h2>
        </header>
        <ol className="ds-steps">
          {steps.map((step, index) => (
            <li key={step.title} className="ds-step">
              <div className="ds-step__top">
                <span className="ds-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="ds-icon-badge" aria-hidden="true">
                  {step.icon}
                </span>
              </div>
              <h3 className="ds-card-title">{step.title}</h3>
              <p className="ds-card-text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
