import { investorMessages, KEYWORD_MAX_LENGTH, KEYWORDS_MAX, SECTORS, type AdvancedSearch, type InvestorType } from '@dealscout/domain';
import { Form, Select } from 'antd';
import { ACQUIRED_WITHIN_OPTIONS, advancedSections, applicableAdvanced, RANGE_FIELDS } from '../advanced-filters';
import { useNaics } from '../api';
import { TypeSelect } from './FilterDrawer';
import { FiltersDrawerShell, useDraft } from './FiltersDrawerShell';
import { RangeField } from './RangeField';

export interface AdvancedFilters {
  type: InvestorType[];
  advanced: AdvancedSearch;
}

interface AdvancedFiltersDrawerProps {
  open: boolean;
  value: AdvancedFilters;
  onApply: (filters: AdvancedFilters) => void;
  onClose: () => void;
}

const SECTOR_OPTIONS = SECTORS.map((sector) => ({ value: sector, label: sector }));

/** Keywords as typed: trimmed, no empty or repeated ones, each cut to the length the API takes. */
const cleanKeywords = (keywords: string[]) =>
  [...new Set(keywords.map((keyword) => keyword.trim().slice(0, KEYWORD_MAX_LENGTH)).filter(Boolean))].slice(0, KEYWORDS_MAX);

/**
 * The Advanced Filters drawer (spec part 2 §5): the types, keywords as tags (at most 6), NAICS codes
 * and sectors for venture capital and corporations, the financial sliders for private equity.
 */
export function AdvancedFiltersDrawer({ open, value, onApply, onClose }: AdvancedFiltersDrawerProps) {
  const [draft, setDraft] = useDraft(value, open);
  const naics = useNaics(open);
  const sections = advancedSections(draft.type);
  const setAdvanced = (change: AdvancedSearch) => setDraft((current) => ({ ...current, advanced: { ...current.advanced, ...change } }));
  const keywords = draft.advanced.keywords ?? [];

  return (
    <FiltersDrawerShell
      open={open}
      title="Advanced Filters"
      onClose={onClose}
      onApply={() => onApply({ type: draft.type, advanced: applicableAdvanced(draft.advanced, draft.type) })}
      onReset={() => onApply({ type: value.type, advanced: {} })}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Type"
          htmlFor="investor-advanced-type"
          extra="NAICS and sectors apply to venture capital and corporations, the financial ranges to private equity."
        >
          <TypeSelect id="investor-advanced-type" value={draft.type} onChange={(type) => setDraft((current) => ({ ...current, type }))} />
        </Form.Item>
        <Form.Item
          label="Keywords"
          htmlFor="investor-advanced-keywords"
          extra={keywords.length >= KEYWORDS_MAX ? investorMessages.tooManyKeywords : 'Press Enter or type a comma after each keyword.'}
        >
          <Select
            id="investor-advanced-keywords"
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',']}
            maxCount={KEYWORDS_MAX}
            placeholder="e.g. dermatology"
            value={keywords}
            onChange={(next: string[]) => setAdvanced({ keywords: cleanKeywords(next) })}
          />
        </Form.Item>
        {sections.classification && (
          <>
            <Form.Item label="NAICS Industry" htmlFor="investor-advanced-naics">
              <Select
                id="investor-advanced-naics"
                mode="multiple"
                allowClear
                placeholder="Search by code or name"
                loading={naics.isPending}
                options={naics.options}
                value={draft.advanced.naics ?? []}
                onChange={(codes) => setAdvanced({ naics: codes })}
                showSearch={{ optionFilterProp: 'label' }}
                maxCount={50}
              />
            </Form.Item>
            <Form.Item label="Sector" htmlFor="investor-advanced-sectors">
              <Select
                id="investor-advanced-sectors"
                mode="multiple"
                allowClear
                placeholder="Any sector"
                options={SECTOR_OPTIONS}
                value={draft.advanced.sectors ?? []}
                onChange={(sectors) => setAdvanced({ sectors })}
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          label="Made an acquisition"
          htmlFor="investor-advanced-acquired"
          extra="From the deal history your organization imported; investors without deals are left out."
        >
          <Select
            id="investor-advanced-acquired"
            allowClear
            placeholder="Any time, or never"
            options={ACQUIRED_WITHIN_OPTIONS}
            value={draft.advanced.acquired_within_years}
            onChange={(years?: number) => setAdvanced({ acquired_within_years: years })}
          />
        </Form.Item>
        {sections.financials &&
          RANGE_FIELDS.map(({ key, label }) => (
            <RangeField key={key} label={label} value={draft.advanced[key]} onChange={(range) => setAdvanced({ [key]: range })} />
          ))}
      </Form>
    </FiltersDrawerShell>
  );
}
