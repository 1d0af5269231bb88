import { FormOutlined, RobotOutlined } from '@ant-design/icons';
import { florenceMessages } from '@dealscout/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../platform/paths';
import type { Generation } from '../useGeneration';
import { GenerateButton } from './GenerateButton';

/** No list yet, and the company lacks what Florence needs: to the questionnaire. */
export function DetailsRequired({ counterparts }: { counterparts: string }) {
  const navigate = useNavigate();
  return (
    <Result
      className="ds-florence-empty"
      icon={<FormOutlined aria-hidden />}
      title={<h2 className="ds-florence-empty-title">{florenceMessages.detailsRequired}</h2>}
      subTitle={`Florence ranks ${counterparts.toLowerCase()} from the company's goals, description and financials. Answer the questionnaire first.`}
      extra={
        <Button type="primary" onClick={() => navigate(paths.companySubmission)}>
          Submit company details
        </Button>
      }
    />
  );
}

/** No list yet: 'Generate AI List', or the list being generated. */
export function GenerateList({ generation, counterparts }: { generation: Generation; counterparts: string }) {
  return (
    <Result
      className="ds-florence-empty"
      icon={<RobotOutlined aria-hidden />}
      title={<h2 className="ds-florence-empty-title">{generation.running ? 'Florence is generating the list' : 'Generate AI List'}</h2>}
      subTitle={
        generation.running
          ? `The ranked ${counterparts.toLowerCase()} show here as soon as the list is ready.`
          : `Florence ranks ${counterparts.toLowerCase()} for this company and gives the reasons for each, from the facts of both profiles.`
      }
      extra={<GenerateButton generation={generation} label="Generate AI List" icon={<RobotOutlined aria-hidden />} primary />}
    />
  );
}
