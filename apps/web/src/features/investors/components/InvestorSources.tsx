import { investorMessages, type InvestorSource } from '@dealscout/domain';
import { safeHref } from '../investor-facts';

/** Where an investor's data comes from: numbered links, or 'No source available'. */
export function InvestorSources({ sources }: { sources: readonly InvestorSource[] }) {
  if (sources.length === 0) return <p className="ds-investor-muted">{investorMessages.noSource}</p>;
  return (
    <ol className="ds-investor-sources">
      {sources.map((source, index) => {
        const href = safeHref(source.url);
        const title = source.title || source.url;
        return (
          <li key={`${index}-${source.url}`}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {title}
              </a>
            ) : (
              <span>{title}</span>
            )}
            {href && source.title && <span className="ds-investor-source-url">{href}</span>}
          </li>
        );
      })}
    </ol>
  );
}
