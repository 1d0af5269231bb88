import { Spin } from 'antd';

export function AuthLoading({ label }: { label: string }) {
  return (
    <div className="ds-auth-loading" role="status">
      <Spin size="large" />
      <span>{label}…</span>
    </div>
  );
}
