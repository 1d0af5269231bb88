import type { Investor } from '@dealscout/domain';
import { investorFactGroups } from '../investor-facts';

interface InvestorFactsProps {
  investor: Investor;
  naicsName: (code: string) => string | undefined;
  /** The heading level of each group's title, below the surrounding heading. */
  headingLevel?: 2 | 3;
}

/** Every field of an investor in labelled groups ('-' where the data has none). */
export function InvestorFacts({ investor, naicsName, headingLevel = 3 }: InvestorFactsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="ds-investor-facts">
      {investorFactGroups(investor, naicsName).map((group) => (
        <section key={group.title} className="ds-investor-fact-group" aria-label={group.title}>
          <Heading className="ds-investor-fact-title">{group.title}</Heading>
          <dl className="ds-investor-fact-list">
            {group.facts.map((fact) => (
              <div key={fact.key} className="ds-investor-fact">
                <dt>{fact.label}</dt>
                <dd>
                  {fact.href ? (
                    <a href={fact.href} target="_blank" rel="noopener noreferrer nofollow">
                      {fact.value}
                    </a>
                  ) : (
                    fact.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
