import {
  ContactsOutlined,
  ExportOutlined,
  FileTextOutlined,
  FunnelPlotOutlined,
  ProjectOutlined,
  RobotOutlined,
  SearchOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: <RobotOutlined />,
    title: 'Florence recommendations',
    text: 'A ranked list of buyers, investors or acquisition targets that fit your company, with the reasons for each.',
  },
  {
    icon: <SearchOutlined />,
    title: 'Investor search',
    text: 'Filter the investor dataset by state, type (venture capital, corporation, private equity), NAICS ' + 'industry and sector.',
  },
  {
    icon: <ContactsOutlined />,
    title: 'Leads manager',
    text: 'Save entries to named lists and track each lead as New Lead, Contacted or Communicating.',
  },
  {
    icon: <FunnelPlotOutlined />,
    title: 'Pipeline',
    text: 'Move companies through status columns so you can see where every deal stands at a glance.',
  },
  {
    icon: <ProjectOutlined />,
    title: 'Task boards',
    text: 'A board for each company, with assignees, dates, attachments and a history of what changed.',
  },
  {
    icon: <FileTextOutlined />,
    title: 'Notes and documents',
    text: 'Keep your notes and documents with the company they belong to, not scattered across folders.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Sharing with your organization',
    text: 'Share a company with your organization when you are ready, so colleagues can work on it with you.',
  },
  {
    icon: <ExportOutlined />,
    title: 'Exports to PDF, CSV and CRM',
    text: 'Take your lists with you as PDF or CSV, or send them to your CRM, such as Salesforce.',
  },
];

export function FeatureGrid() {
  return (
    <section id="feature" className="ds-section" aria-labelledby="ds-feature-title">
      <div className="ds-container">
        <header className="ds-section__header">
          <p className="ds-eyebrow">Everything in one place</p>
          <h2 id="ds-feature-title" className="ds-section__title">
            Features
          </h2>
          <p className="ds-lead">Florence finds the fits. The rest of Dealscout helps you turn them into deals.</p>
        </header>
        <ul className="ds-feature-grid">
          {features.map((feature) => (
            <li key={feature.title}>
              <div className="ds-feature-card">
                <span className="ds-icon-badge" aria-hidden="true">
                  {feature.icon}
                </span>
                <h3 className="ds-card-title">{feature.title}</h3>
                <p className="ds-card-text">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
