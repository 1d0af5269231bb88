import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { accountMessages } from '@dealscout/domain';
import { Alert, Button, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';

const COPIED_FEEDBACK_MS = 2_000;

/** The new key, shown this once, with a Copy button that says "Copied" for two seconds. */
export function ApiKeyReveal({ apiKey }: { apiKey: string }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
    } catch {
      // Without clipboard access the key is selected, ready for Ctrl+C.
      input.current?.select();
    }
  };

  return (
    <div className="ds-api-key-reveal">
      <Alert type="warning" showIcon title="Copy your API key now" description="It will not be shown again. Keep it somewhere safe." />
      <label htmlFor="generated-api-key" className="ds-account-label">
        Your API key
      </label>
      <Space.Compact block size="large">
        <Input
          id="generated-api-key"
          ref={(instance) => {
            input.current = instance?.input ?? null;
          }}
          value={apiKey}
          readOnly
          className="ds-api-key-value"
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {copied ? accountMessages.apiKey.copied : 'Copy'}
        </Button>
      </Space.Compact>
      <span className="ds-visually-hidden" role="status">
        {copied ? 'API key copied to the clipboard' : ''}
      </span>
    </div>
  );
}
