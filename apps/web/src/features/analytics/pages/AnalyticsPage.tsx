import { superuserRefusal } from '@dealscout/domain';
import { Navigate } from 'react-router';
import { signedInHome } from '../../../platform/paths';
import { useSession } from '../../../platform/session';
import { useActiveUsers, useReturnUsers } from '../api';
import { RecentUsers } from '../components/RecentUsers';
import { SummaryBlock } from '../components/SummaryBlock';
import { TimeSpentCard } from '../components/TimeSpentCard';
import { UsersChartCard } from '../components/UsersChartCard';
import { UserSection } from '../components/UserSection';
import '../analytics.css';

/** /leads/analytics (spec part 2 §2): superusers only; anyone else goes to their home. */
export function AnalyticsPage() {
  const { data: user } = useSession();
  if (user && superuserRefusal({ isSuperuser: user.is_superuser })) return <Navigate to={signedInHome(user)} replace />;
  return (
    <div className="ds-analytics-page">
      <h1 className="ds-analytics-title">Admin Analytics</h1>
      <SummaryBlock />
      <div className="ds-analytics-active">
        <UsersChartCard id="active-users" title="Active Users" useCounts={useActiveUsers} what="signed in" />
        <RecentUsers />
      </div>
      <div className="ds-analytics-grid">
        <TimeSpentCard />
        <UsersChartCard id="return-users" title="Return Users" useCounts={useReturnUsers} what="came back" />
      </div>
      <UserSection />
    </div>
  );
}
