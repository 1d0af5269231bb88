import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { BUYER_MARK_LABELS, type Buyer } from '@dealscout/domain';
import { Tag, Tooltip } from 'antd';

/** Under a buyer's name: its mark, and an arrow where the marks moved it (the reason on hover and to screen readers). */
export function BuyerMarkTag({ buyer }: { buyer: Pick<Buyer, 'mark' | 'moved'> }) {
  const up = buyer.moved?.startsWith('Ranked higher');
  if (!buyer.mark && !buyer.moved) return null;
  return (
    <span className="ds-florence-mark-line">
      {buyer.mark && <Tag className={`ds-florence-mark is-${buyer.mark}`}>{BUYER_MARK_LABELS[buyer.mark]}</Tag>}
      {buyer.moved && (
        <Tooltip title={buyer.moved}>
          <span className={`ds-florence-moved-icon ${up ? 'is-up' : 'is-down'}`} role="img" aria-label={buyer.moved}>
            {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
          </span>
        </Tooltip>
      )}
    </span>
  );
}
