import { TeamOutlined } from '@ant-design/icons';
import { companyMessages, type User } from '@dealscout/domain';
import { App, Switch, Tooltip } from 'antd';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useUpdateCompany } from '../api';
import { useSelectedCompany } from '../selected-company';
import '../companies.css';

/** 'Shared with Organization' for the selected company: only its creator, in an organization, may change it. */
export function SharedToggle({ user }: { user: User }) {
  const { company } = useSelectedCompany();
  const update = useUpdateCompany();
  const { message } = App.useApp();
  if (!company || !company.created_by_user || !user.organization) return null;

  const toggle = (shared: boolean) =>
    update.mutate(
      { id: company.id, company_name: company.company_name, shared },
      {
        onSuccess: () => void message.success(companyMessages.updated),
        onError: (error) => void (endedSession(error) || message.error(errorMessage(error, companyMessages.updateFailed))),
      },
    );

  return (
    <Tooltip title={`${company.company_name} · ${user.organization.name}`}>
      <div className="ds-shared-toggle">
        <label htmlFor="ds-shared-toggle" className="ds-shared-toggle-label">
          <TeamOutlined aria-hidden />
          <span className="ds-shared-toggle-long">Shared with Organization</span>
          <span className="ds-shared-toggle-short">Shared</span>
        </label>
        <Switch
          id="ds-shared-toggle"
          aria-label="Shared with Organization"
          size="small"
          checked={(update.isPending ? update.variables.shared : undefined) ?? company.shared}
          loading={update.isPending}
          onChange={toggle}
        />
      </div>
    </Tooltip>
  );
}
