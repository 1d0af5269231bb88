import { COUNTRY_STATES } from '@dealscout/domain';
import { Select } from 'antd';

interface LocationInputProps {
  id?: string;
  value: string[];
  onChange: (value: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

// Most companies are American: the United States heads the list, the rest follow in alphabetical order.
const FIRST_COUNTRY = 'United States';
const COUNTRIES = [FIRST_COUNTRY, ...Object.keys(COUNTRY_STATES).filter((country) => country !== FIRST_COUNTRY)].map((country) => ({
  label: country,
  value: country,
}));
const statesOf = (country: string | undefined) =>
  ((COUNTRY_STATES as Record<string, readonly string[]>)[country ?? ''] ?? []).map((state) => ({ label: state, value: state }));

/** A country, then one of its states; changing the country clears the state. */
export function LocationInput({ id, value, onChange, invalid, describedBy }: LocationInputProps) {
  const [country, state] = value;
  const status = invalid ? 'error' : undefined;
  return (
    <div className="ds-location">
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Country"
        options={COUNTRIES}
        value={country}
        onChange={(next: string) => onChange([next])}
        status={status}
        aria-describedby={describedBy}
        aria-label="Country"
      />
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="State"
        options={statesOf(country)}
        value={state}
        disabled={!country}
        onChange={(next: string) => onChange([country!, next])}
        status={status}
        aria-label="State"
      />
    </div>
  );
}
