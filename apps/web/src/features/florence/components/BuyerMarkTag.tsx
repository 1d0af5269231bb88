import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { BUYER_MARK_LABELS, type Buyer } from '@dealscout/domain';
import { Tag, Tooltip } from 'antd';

/** Beside a buyer's name: its mark, and an arrow where the marks moved it (the reason on hover and to screen readers). */
export function BuyerMarkTag({ buyer }: { buyer: Pick<Buyer, 'mark' | 'moved'> }) {
  const up = buyer.moved?.startsWith('Ranked higher');
  return (
    <>
      {buyer.mark && <Tag color={buyer.mark === 'good' ? 'green' : 'red'}>{BUYER_MARK_LABELS[buyer.mark]}</Tag>}
      {buyer.moved && (
        <Tooltip title={buyer.moved}>
          <span className={`ds-florence-moved-icon ${up ? 'is-up' : 'is-down'}`} role="img" aria-label={buyer.moved}>
            {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
          </span>
        </Tooltip>
      )}
    </>
  );
}
