import { selectorLabel } from '@dealscout/domain';
import { Select } from 'antd';
import { useSelectedCompany } from '../selected-company';
import '../companies.css';

/** The header's company picker (professional role only); shared companies carry " (Shared)". */
export function CompanySelector() {
  const { company, companies, select, isLoading } = useSelectedCompany();
  if (!isLoading && companies.length === 0) return null;

  return (
    <Select
      className="ds-company-selector"
      aria-label="Selected company"
      showSearch={{ optionFilterProp: 'label' }}
      loading={isLoading}
      placeholder="Select a company"
      value={company?.id}
      onChange={select}
      options={companies.map((option) => ({ value: option.id, label: selectorLabel(option) }))}
      popupMatchSelectWidth={false}
      classNames={{ popup: { root: 'ds-company-selector-popup' } }}
    />
  );
}
