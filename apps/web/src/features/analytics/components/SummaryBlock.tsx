import { Alert, Button, Card, Statistic } from 'antd';
import { endedSession } from '../../../platform/api-error';
import { useGlobalAnalytics } from '../api';
import { DownloadGroups } from './DownloadGroups';

/** The figures of the whole product: users, this week's sign-ins, companies, organizations, downloads. */
export function SummaryBlock() {
  const global = useGlobalAnalytics();
  if (global.isError) {
    return endedSession(global.error) ? null : (
      <Alert type="error" showIcon title={global.error.message} action={<Button onClick={() => void global.refetch()}>Try again</Button>} />
    );
  }
  const figures = global.data;
  const stats = [
    { title: 'Total Users', value: figures?.totalUsers },
    { title: 'Signed in this week', value: figures?.usersLoggedInThisWeek },
    { title: 'Total Companies', value: figures?.totalCompanies },
    { title: 'Organizations', value: figures?.organizations },
  ];
  return (
    <section className="ds-analytics-section" aria-labelledby="analytics-summary-heading">
      <h2 id="analytics-summary-heading" className="ds-analytics-subtitle">
        Summary
      </h2>
      <div className="ds-analytics-stats" role="list" aria-label="Product totals">
        {stats.map((stat) => (
          <Card key={stat.title} className="ds-analytics-stat" role="listitem">
            <Statistic title={stat.title} value={stat.value ?? 0} loading={global.isPending} />
          </Card>
        ))}
      </div>
      {figures && <DownloadGroups counts={figures} label="Downloads by everyone" />}
    </section>
  );
}
