import { Slider } from 'antd';

interface RangeInputProps {
  id?: string;
  labels: readonly string[];
  value: number | undefined;
  onChange: (value: number) => void;
  labelledBy?: string;
}

/** An importance from 1 to 10; the chosen value's label shows beside the slider, the first and last under it. */
export function RangeInput({ id, labels, value, onChange, labelledBy }: RangeInputProps) {
  const current = value === undefined ? null : labels[value - 1];
  return (
    <div className="ds-range">
      <Slider
        id={id}
        min={1}
        max={10}
        step={1}
        dots
        value={value ?? 1}
        onChange={(next: number) => onChange(next)}
        tooltip={{ formatter: (next) => (next ? `${next}: ${labels[next - 1]}` : null) }}
        ariaLabelledByForHandle={labelledBy}
        ariaValueTextFormatterForHandle={(next) => (next ? `${next}, ${labels[next - 1]}` : '')}
      />
      <div className="ds-range-ends" aria-hidden>
        <span>1 {labels[0]}</span>
        <span>10 {labels[9]}</span>
      </div>
      <output className="ds-range-value" htmlFor={id} aria-live="polite">
        {current ? `${value} - ${current}` : 'Not chosen yet: move the slider'}
      </output>
    </div>
  );
}
