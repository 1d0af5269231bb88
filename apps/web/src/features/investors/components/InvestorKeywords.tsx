import { Tag } from 'antd';

/** The investor's keywords as tags, or '-' when it has none. */
export function InvestorKeywords({ keywords }: { keywords: readonly string[] }) {
  if (!keywords.length) return <span>-</span>;
  return (
    <ul className="ds-investor-keywords" aria-label="Keywords">
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Tag>{keyword}</Tag>
        </li>
      ))}
    </ul>
  );
}
