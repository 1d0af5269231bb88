import { EyeInvisibleOutlined } from '@ant-design/icons';
import { Button } from 'antd';

interface HiddenBuyersLinkProps {
  hidden: number;
  showing: boolean;
  counterparts: string;
  onShow: (showing: boolean) => void;
}

/** 'Hidden: 3, show' while the list leaves buyers marked Not a fit out; 'Back to the list' while it shows them. */
export function HiddenBuyersLink({ hidden, showing, counterparts, onShow }: HiddenBuyersLinkProps) {
  if (showing)
    return (
      <span className="ds-florence-hidden">
        <EyeInvisibleOutlined aria-hidden /> {counterparts} marked Not a fit ·{' '}
        <Button type="link" className="ds-florence-hidden-link" onClick={() => onShow(false)}>
          Back to the list
        </Button>
      </span>
    );
  if (hidden === 0) return null;
  return (
    <span className="ds-florence-hidden">
      <EyeInvisibleOutlined aria-hidden /> Hidden: {hidden.toLocaleString('en-US')},{' '}
      <Button
        type="link"
        className="ds-florence-hidden-link"
        onClick={() => onShow(true)}
        aria-label={`Show the ${hidden} hidden ${counterparts.toLowerCase()}`}
      >
        show
      </Button>
    </span>
  );
}
