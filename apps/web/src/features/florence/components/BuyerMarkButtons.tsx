import { DislikeOutlined, LikeOutlined, UndoOutlined } from '@ant-design/icons';
import { BUYER_MARK_LABELS, type Buyer, type BuyerMark } from '@dealscout/domain';
import { App, Button, Space } from 'antd';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useMarkBuyer } from '../api';

interface BuyerMarkButtonsProps {
  buyer: Buyer;
  companyId: string;
}

/**
 * 'Good fit' and 'Not a fit' on a buyer: each a toggle (pressed again, the mark is cleared); a buyer
 * marked Not a fit has left the list and offers 'Restore' instead. The list re-ranks as soon as it is saved.
 */
export function BuyerMarkButtons({ buyer, companyId }: BuyerMarkButtonsProps) {
  const { message } = App.useApp();
  const marking = useMarkBuyer(companyId);
  const pending = marking.isPending ? marking.variables.mark : undefined;
  const set = (mark: BuyerMark | null) =>
    marking.mutate({ buyerId: buyer.id, mark }, { onError: (error) => void (endedSession(error) || message.error(errorMessage(error))) });
  const toggle = (mark: BuyerMark) => set(buyer.mark === mark ? null : mark);

  return (
    <Space wrap size={8} className="ds-florence-marks" role="group" aria-label={`Your verdict on ${buyer.company_name}`}>
      <Button
        icon={<LikeOutlined aria-hidden />}
        type={buyer.mark === 'good' ? 'primary' : 'default'}
        aria-pressed={buyer.mark === 'good'}
        loading={pending === 'good' || (pending === null && buyer.mark === 'good')}
        disabled={marking.isPending}
        onClick={() => toggle('good')}
      >
        {BUYER_MARK_LABELS.good}
      </Button>
      {buyer.mark === 'bad' ? (
        <Button icon={<UndoOutlined aria-hidden />} loading={pending === null} disabled={marking.isPending} onClick={() => set(null)}>
          Restore
        </Button>
      ) : (
        <Button
          icon={<DislikeOutlined aria-hidden />}
          danger
          aria-pressed={false}
          loading={pending === 'bad'}
          disabled={marking.isPending}
          onClick={() => toggle('bad')}
        >
          {BUYER_MARK_LABELS.bad}
        </Button>
      )}
    </Space>
  );
}
