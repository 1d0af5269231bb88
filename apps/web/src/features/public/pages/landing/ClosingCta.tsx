import { Button } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { TryItOutButton } from './TryItOutButton';

interface ClosingCtaProps {
  onTryItOut: () => void;
  onContact: () => void;
}

export function ClosingCta({ onTryItOut, onContact }: ClosingCtaProps) {
  return (
    <section className="ds-section ds-cta" aria-labelledby="ds-cta-title">
      <div className="ds-container">
        <div className="ds-cta__panel">
          <h2 id="ds-cta-title" className="ds-cta__title">
            See who fits your company
          </h2>
          <p className="ds-cta__text">
            Answer the questionnaire and let Florence build your first list. Questions about Dealscout or the Professional plan? Send us a
            message.
          </p>
          <div className="ds-row ds-row--center">
            <TryItOutButton onClick={onTryItOut} />
            <Button size="large" ghost icon={<MailOutlined />} onClick={onContact}>
              Contact us
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
