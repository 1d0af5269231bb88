import { Slider } from 'antd';
import { useId } from 'react';
import { FULL_RANGE, rangeLabel, sliderLabel, type Range } from '../advanced-filters';

interface RangeFieldProps {
  label: string;
  value: Range | undefined;
  onChange: (range: Range) => void;
}

const MARKS = { 0: sliderLabel(0), 100: sliderLabel(100) };

/** A financial range slider: positions 0-100 shown as $1mm to $1,000mm (spec part 2 §5). */
export function RangeField({ label, value = FULL_RANGE, onChange }: RangeFieldProps) {
  const labelId = useId();
  return (
    <div className="ds-investor-range">
      <div className="ds-investor-range-head">
        <span id={labelId} className="ds-investor-range-label">
          {label}
        </span>
        <span className="ds-investor-range-value">{rangeLabel(value)}</span>
      </div>
      <Slider
        range
        min={0}
        max={100}
        value={value}
        marks={MARKS}
        onChange={(next) => onChange([next[0]!, next[1]!])}
        tooltip={{ formatter: (position) => (position === undefined ? '' : sliderLabel(position)) }}
        ariaLabelForHandle={[`${label} from`, `${label} to`]}
        ariaValueTextFormatterForHandle={sliderLabel}
      />
    </div>
  );
}
