import { CrmConnectionCard } from '../../exports/CrmConnectionCard';
import { Alert, Button, Card, Skeleton } from 'antd';
import { endedSession } from '../../../platform/api-error';
import { owesPayment } from '../../../platform/paths';
import { useProfile } from '../api';
import { ApiAccessCard } from '../components/ApiAccessCard';
import { PasswordCard } from '../components/PasswordCard';
import { PersonalInfoCard } from '../components/PersonalInfoCard';
import '../accounts.css';

/** /leads/my-profile: personal information, password and API access. */
export function MyProfilePage() {
  const profile = useProfile();
  return (
    <div className="ds-account-page">
      <h1 className="ds-account-title">My Profile</h1>
      {profile.isPending ? (
        <Card className="ds-account-card" aria-busy="true" aria-label="Loading profile">
          <Skeleton avatar active paragraph={{ rows: 3 }} />
        </Card>
      ) : profile.isError ? (
        !endedSession(profile.error) && (
          <Alert
            type="error"
            showIcon
            title={profile.error.message}
            action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
          />
        )
      ) : (
        <>
          <PersonalInfoCard user={profile.data} />
          {!profile.data.social_user && <PasswordCard email={profile.data.email} />}
          <ApiAccessCard />
          {/* The CRM connection is part of the product: not while the sign-up is unpaid. */}
          {!owesPayment(profile.data) && <CrmConnectionCard />}
        </>
      )}
    </div>
  );
}
