import { CheckCircleFilled } from '@ant-design/icons';
import { accountMessages } from '@dealscout/domain';
import { Button } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { formatCountdown, RESEND_WAIT_SECONDS, SUCCESS_BANNER_MS } from './countdown';

type Phase = { kind: 'idle' } | { kind: 'waiting'; left: number } | { kind: 'sending' } | { kind: 'sent'; message: string };

interface ResendCodeProps {
  /** Sends a new code; resolves with the API's confirmation. */
  send: () => Promise<{ message?: string }>;
  onError: (error: unknown) => void;
  onStart?: () => void;
  /** The new code is on its way: the form starts over. */
  onSent?: () => void;
  waitSeconds?: number;
}

/**
 * 'Resend code': a countdown first ('The code will be sent in 00:09.'), then the call, then the
 * confirmation for five seconds (spec part 1 §4).
 */
export function ResendCode({ send, onError, onStart, onSent, waitSeconds = RESEND_WAIT_SECONDS }: ResendCodeProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const sendNow = useEffectEvent(() => {
    setPhase({ kind: 'sending' });
    send().then(
      (reply) => {
        setPhase({ kind: 'sent', message: reply.message || accountMessages.code.sent });
        onSent?.();
      },
      (error: unknown) => {
        setPhase({ kind: 'idle' });
        onError(error);
      },
    );
  });

  useEffect(() => {
    if (phase.kind === 'waiting') {
      const timer = setTimeout(() => (phase.left > 1 ? setPhase({ kind: 'waiting', left: phase.left - 1 }) : sendNow()), 1000);
      return () => clearTimeout(timer);
    }
    if (phase.kind === 'sent') {
      const timer = setTimeout(() => setPhase({ kind: 'idle' }), SUCCESS_BANNER_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  const start = () => {
    onStart?.();
    setPhase({ kind: 'waiting', left: waitSeconds });
  };

  return (
    <p className="ds-auth-resend">
      {phase.kind === 'idle' && (
        <>
          Didn&apos;t get the code?{' '}
          <Button type="link" className="ds-auth-inline-link" onClick={start}>
            Resend code
          </Button>
        </>
      )}
      {phase.kind === 'waiting' && `The code will be sent in ${formatCountdown(phase.left)}.`}
      {phase.kind === 'sending' && 'Sending a new code…'}
      {phase.kind === 'sent' && (
        <span className="ds-auth-resend-sent" role="status">
          <CheckCircleFilled aria-hidden /> {phase.message}
        </span>
      )}
    </p>
  );
}
