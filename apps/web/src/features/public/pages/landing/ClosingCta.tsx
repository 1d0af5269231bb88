import { Button, Flex, Typography } from 'antd';
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
          <Typography.Title level={2} id="ds-cta-title" className="ds-cta__title">
            See who fits your company
          </Typography.Title>
          <Typography.Paragraph className="ds-cta__text">
            Answer the questionnaire and let Florence build your first list. Questions about Dealscout or the
            Professional plan? Send us a message.
          </Typography.Paragraph>
          <Flex gap={12} wrap justify="center">
            <TryItOutButton onClick={onTryItOut} />
            <Button size="large" ghost icon={<MailOutlined />} onClick={onContact}>
              Contact us
            </Button>
          </Flex>
        </div>
      </div>
    </section>
  );
}
