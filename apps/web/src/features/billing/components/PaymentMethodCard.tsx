import { CreditCardOutlined } from '@ant-design/icons';
import { Card } from 'antd';

const brandName = (brand: string | null) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

/** The card on file, masked to its last digits (shown only when there is one). */
export function PaymentMethodCard({ last4, brand }: { last4: string; brand: string | null }) {
  return (
    <Card className="ds-account-card" title={<h2 className="ds-account-card-title">Payment method</h2>}>
      <p className="ds-billing-card">
        <CreditCardOutlined aria-hidden />
        <span>{brandName(brand)}</span>
        <span aria-label={`card ending in ${last4}`}>•••• •••• •••• {last4}</span>
      </p>
    </Card>
  );
}
