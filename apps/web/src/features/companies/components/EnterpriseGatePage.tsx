import { CrownOutlined } from '@ant-design/icons';
import { leadMessages } from '@dealscout/domain';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ContactModal } from '../../public/components/ContactModal';
import '../companies.css';
import { paths } from '../../../platform/paths';

/** Shown instead of a feature that needs the enterprise plan (spec part 1 §2), saying what the plan gives. */
export function EnterpriseOnly() {
  const navigate = useNavigate();
  const [contactOpen, setContactOpen] = useState(false);

  return (
    <>
      <Result
        className="ds-enterprise-only"
        icon={<CrownOutlined aria-hidden />}
        title={<h1 className="ds-company-required-title">{leadMessages.enterpriseGateTitle}</h1>}
        subTitle={leadMessages.enterpriseOffer}
        extra={[
          <Button key="dataset" type="primary" onClick={() => navigate(paths.dataset)}>
            Investor Search
          </Button>,
          <Button key="contact" onClick={() => setContactOpen(true)}>
            Contact us
          </Button>,
        ]}
      />
      <ContactModal open={contactOpen} onClose={() => setContactOpen(false)} />
    </>
  );
}
