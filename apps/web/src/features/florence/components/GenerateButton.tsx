import { florenceMessages } from '@dealscout/domain';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { Generation } from '../useGeneration';

interface GenerateButtonProps {
  generation: Generation;
  label: string;
  icon: ReactNode;
  primary?: boolean;
}

/** A disabled button with the reason beside it: in a tooltip on hover or focus, and read out by screen readers. */
function DisabledWithReason({ reason, label, icon, primary }: { reason: string; label: string; icon: ReactNode; primary: boolean }) {
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      <span className="ds-florence-disabled-action" tabIndex={0}>
        <Button type={primary ? 'primary' : 'default'} icon={icon} disabled>
          {label}
        </Button>
        <span className="ds-visually-hidden">{reason}</span>
      </span>
    </Tooltip>
  );
}

/**
 * 'Generate AI List' or 'Regenerate List' (spec part 2 §4): disabled while a list for the company is
 * generating, and with 'Monthly limit reached' when the user may not generate; a professional without
 * access gets the free-trial limit modal instead.
 */
export function GenerateButton({ generation, label, icon, primary = false }: GenerateButtonProps) {
  if (generation.gate === 'monthly-limit')
    return <DisabledWithReason reason={florenceMessages.monthlyLimit} label={label} icon={icon} primary={primary} />;
  if (generation.running)
    return <DisabledWithReason reason="Florence is generating this list" label={label} icon={icon} primary={primary} />;
  return (
    <Button type={primary ? 'primary' : 'default'} icon={icon} loading={generation.pending} onClick={generation.generate}>
      {label}
    </Button>
  );
}
