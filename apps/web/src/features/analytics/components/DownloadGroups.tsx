import { DOWNLOAD_GROUPS, type DownloadCounts } from '@dealscout/domain';
import { Card } from 'antd';

const count = (value: number) => value.toLocaleString('en-US');

/** The download counts in their three groups (Florence, Leads, Investor Search), each with PDF, CSV, CRM export and its total. */
export function DownloadGroups({ counts, label }: { counts: DownloadCounts; label: string }) {
  return (
    <div className="ds-analytics-downloads" role="list" aria-label={label}>
      {DOWNLOAD_GROUPS.map((group) => {
        const rows = [
          ['PDF', counts[group.pdf]],
          ['CSV', counts[group.csv]],
          ['CRM export', counts[group.crm]],
        ] as const;
        const total = rows.reduce((sum, [, value]) => sum + value, 0);
        return (
          <Card
            key={group.title}
            size="small"
            className="ds-analytics-download"
            role="listitem"
            title={<h3 className="ds-analytics-group">{group.title}</h3>}
          >
            <dl className="ds-analytics-counts">
              {rows.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{count(value)}</dd>
                </div>
              ))}
              <div className="ds-analytics-total">
                <dt>Total</dt>
                <dd>{count(total)}</dd>
              </div>
            </dl>
          </Card>
        );
      })}
    </div>
  );
}
