import { PlusOutlined } from '@ant-design/icons';
import { hasFirmOverview } from '@dealscout/domain';
import { Alert, Button, Card } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { endedSession } from '../../../platform/api-error';
import { useCompanies } from '../api';
import { CompanyTable } from '../components/CompanyTable';
import { useCompanyDialogs } from '../components/useCompanyDialogs';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { useSession } from '../../../platform/session';
import { PipelineSection } from '../../pipeline';
import { SearchInput } from '../../../ui/SearchInput';
import '../companies.css';

const SEARCH_DEBOUNCE_MS = 500;

/** /leads/companies: search, add and the table of companies with their actions. `?add=1` opens Add Company. */
export function CompaniesPage() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const companies = useCompanies(query);
  const dialogs = useCompanyDialogs();
  const { data: user } = useSession();
  const [params, setParams] = useSearchParams();
  const addRequested = params.get('add') === '1';
  const { add } = dialogs;

  useEffect(() => {
    if (!addRequested) return;
    add();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('add');
        return next;
      },
      { replace: true },
    );
  }, [addRequested, add, setParams]);

  return (
    <div className="ds-companies-page">
      <div className="ds-companies-heading">
        <h1 className="ds-companies-title">Companies</h1>
        <div className="ds-companies-toolbar">
          <SearchInput
            className="ds-companies-search"
            placeholder="Search by name"
            label="Search companies by name"
            value={search}
            onChange={setSearch}
          />
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={add}>
            Add Company
          </Button>
        </div>
      </div>
      {companies.isError && !companies.data ? (
        !endedSession(companies.error) && (
          <Alert
            type="error"
            showIcon
            title={companies.error.message}
            action={<Button onClick={() => void companies.refetch()}>Try again</Button>}
          />
        )
      ) : (
        <Card className="ds-companies-card">
          <CompanyTable companies={companies.data ?? []} loading={companies.isPending || companies.isPlaceholderData} dialogs={dialogs} />
        </Card>
      )}
      {/* Members of an organization have the pipeline on their Firm Overview; anyone else has it here (docs/decisions/pipeline-columns.md). */}
      {user && !hasFirmOverview(user) && <PipelineSection />}
      {dialogs.element}
    </div>
  );
}
