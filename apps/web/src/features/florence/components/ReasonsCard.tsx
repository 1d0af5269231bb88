import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Buyer } from '@dealscout/domain';
import { Button, Card, Tag } from 'antd';
import { useTypedText } from '../useTypedText';

interface ReasonsCardProps {
  buyer: Buyer;
  singular: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * 'Reasons For Target' (spec part 2 §2): the engine's reasons for the selected buyer, typed out (20 ms a
 * character, all of it after 5 s; 'Skip' shows it at once), and the previous and next buyer.
 * Mounted afresh (a key) for each buyer, so each one's reasons are typed anew.
 */
export function ReasonsCard({ buyer, singular, hasPrevious, hasNext, onPrevious, onNext }: ReasonsCardProps) {
  const { shown, typing, skip } = useTypedText(buyer.ai_description);
  return (
    <Card
      className="ds-florence-reasons"
      role="region"
      aria-label="Reasons For Target"
      title={
        <span className="ds-florence-reasons-title">
          <h2 className="ds-florence-card-title">Reasons For Target</h2>
          <Tag color="#0f4c5c">AI</Tag>
        </span>
      }
      extra={
        typing && (
          <Button size="small" onClick={skip}>
            Skip
          </Button>
        )
      }
    >
      <p className="ds-florence-reasons-subject">
        #{buyer.rank} {buyer.company_name}
      </p>
      <p className="ds-florence-reasons-text" aria-busy={typing} data-testid="reasons-text">
        {shown}
        {typing && <span className="ds-florence-caret" aria-hidden />}
      </p>
      <div className="ds-florence-reasons-nav">
        <Button icon={<LeftOutlined aria-hidden />} disabled={!hasPrevious} onClick={onPrevious}>
          Previous {singular}
        </Button>
        <Button disabled={!hasNext} onClick={onNext}>
          Next {singular} <RightOutlined aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
