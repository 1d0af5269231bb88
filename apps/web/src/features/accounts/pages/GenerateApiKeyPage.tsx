import { Alert, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useApiAccessLink, useGenerateApiKey } from '../api';
import { ApiCodeForm } from '../components/ApiCodeForm';
import { ApiKeyReveal } from '../components/ApiKeyReveal';
import '../accounts.css';
import { paths } from '../../../platform/paths';

/** /generate-api-key/{token}: the emailed link; the access code turns it into an API key, shown once. */
export function GenerateApiKeyPage() {
  const { token = '' } = useParams();
  const link = useApiAccessLink(token);
  const generate = useGenerateApiKey();

  return (
    <div className="ds-generate-key">
      <h1 className="ds-generate-key-title">Generate API Key</h1>
      {link.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} aria-label="Checking the link" />
      ) : link.isError ? (
        <>
          <Alert type="error" showIcon title={link.error.message} className="ds-account-form-alert" />
          <Link to={paths.signIn} className="ds-account-link">
            Back to home
          </Link>
        </>
      ) : generate.data ? (
        <>
          <ApiKeyReveal apiKey={generate.data.api_key} />
          <Link to={paths.signIn} className="ds-account-link">
            Go to Dealscout
          </Link>
        </>
      ) : (
        <ApiCodeForm token={token} email={link.data.email} generate={generate} />
      )}
    </div>
  );
}
