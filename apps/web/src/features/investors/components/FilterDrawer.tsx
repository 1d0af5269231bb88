import { INVESTOR_TYPES, US_STATES, type InvestorType } from '@dealscout/domain';
import { Form, Select } from 'antd';
import { investorTypeLabel } from '../investor-facts';
import { FiltersDrawerShell, useDraft } from './FiltersDrawerShell';

export interface BasicFilters {
  state: string[];
  type: InvestorType[];
}

interface FilterDrawerProps {
  open: boolean;
  value: BasicFilters;
  onApply: (filters: BasicFilters) => void;
  onClose: () => void;
}

export const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.name, label: state.name }));
const TYPE_OPTIONS = INVESTOR_TYPES.map((type) => ({ value: type, label: investorTypeLabel(type) }));

/** The investor type filter, in both drawers. */
export function TypeSelect({ id, value, onChange }: { id: string; value: InvestorType[]; onChange: (type: InvestorType[]) => void }) {
  return <Select id={id} mode="multiple" allowClear placeholder="Any type" options={TYPE_OPTIONS} value={value} onChange={onChange} />;
}

/** The filter drawer: states and types, applied together; 'Reset Filters' clears both. */
export function FilterDrawer({ open, value, onApply, onClose }: FilterDrawerProps) {
  const [draft, setDraft] = useDraft(value, open);

  return (
    <FiltersDrawerShell
      open={open}
      title="Filters"
      onClose={onClose}
      onApply={() => onApply(draft)}
      onReset={() => onApply({ state: [], type: [] })}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="State" htmlFor="investor-filter-state">
          <Select
            id="investor-filter-state"
            mode="multiple"
            allowClear
            placeholder="Any state"
            options={STATE_OPTIONS}
            value={draft.state}
            onChange={(state) => setDraft((current) => ({ ...current, state }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item label="Type" htmlFor="investor-filter-type">
          <TypeSelect id="investor-filter-type" value={draft.type} onChange={(type) => setDraft((current) => ({ ...current, type }))} />
        </Form.Item>
      </Form>
    </FiltersDrawerShell>
  );
}
