import { statusColour } from '@dealscout/domain';
import { Tag } from 'antd';

// antd's tag presets: communicating blue, contacted pink (magenta), every other status purple (spec part 1 §4).
const PRESET = { blue: 'blue', pink: 'magenta', purple: 'purple' } as const;

export function StatusTag({ status }: { status: string }) {
  return <Tag color={PRESET[statusColour(status)]}>{status}</Tag>;
}
