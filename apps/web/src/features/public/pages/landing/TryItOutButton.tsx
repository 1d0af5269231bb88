import { Button, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { brand } from '../../../../app/theme';

// Amber is kept for the one call to action that matters; ink text keeps it readable on amber.
const accentTheme: ThemeConfig = {
  components: {
    Button: { colorPrimary: brand.accent, primaryColor: brand.ink, primaryShadow: 'none', algorithm: true },
  },
};

interface TryItOutButtonProps {
  onClick: () => void;
}

export function TryItOutButton({ onClick }: TryItOutButtonProps) {
  return (
    <ConfigProvider theme={accentTheme}>
      <Button type="primary" size="large" className="ds-button-strong" onClick={onClick}>
        Try it out
      </Button>
    </ConfigProvider>
  );
}
