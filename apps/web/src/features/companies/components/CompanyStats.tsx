import type { Company } from '@dealscout/domain';
import { Card, Col, Row, Statistic } from 'antd';

interface CompanyStatsProps {
  companies: Company[];
  loading: boolean;
}

/** The Firm Overview cards: Total, My (created by the user) and Shared (created by others in the organization). */
export function CompanyStats({ companies, loading }: CompanyStatsProps) {
  const mine = companies.filter((company) => company.created_by_user).length;
  const stats = [
    { title: 'Total Companies', value: companies.length },
    { title: 'My Companies', value: mine },
    { title: 'Shared Companies', value: companies.length - mine },
  ];
  const span = 24 / stats.length;

  return (
    <Row gutter={[16, 16]} role="list" aria-label="Company counts">
      {stats.map((stat) => (
        <Col key={stat.title} xs={24} sm={span} role="listitem">
          <Card className="ds-company-stat">
            <Statistic title={stat.title} value={stat.value} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
