import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useCooldown } from '../hooks/useCooldown';

export interface ResendOutcome {
  /** What the server answered, in the user's language. */
  message: string;
  ok: boolean;
  /** How long until the next try; the default cooldown when absent. */
  retryAfterSeconds?: number;
}

interface ResendButtonProps {
  label: string;
  /** Sends again; resolves with what to tell the user (never rejects). */
  onResend: () => Promise<ResendOutcome>;
  /** The wait between two sends (at most one a minute). */
  cooldownSeconds: number;
  /** Seconds to wait before the first resend (a mail was just sent). */
  initialCooldown?: number;
}

/**
 * "Resend" with a countdown: after each send (or a "too soon" answer) the button waits,
 * saying how long, and the outcome is announced politely below it.
 */
export function ResendButton({
  label,
  onResend,
  cooldownSeconds,
  initialCooldown = 0,
}: ResendButtonProps) {
  const { t } = useTranslation('account');
  const { secondsLeft, start } = useCooldown(initialCooldown);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  const resend = async () => {
    setSending(true);
    const result = await onResend();
    setSending(false);
    setOutcome(result);
    if (result.ok || result.retryAfterSeconds) {
      start(result.retryAfterSeconds ?? cooldownSeconds);
    }
  };

  return (
    <Stack gap="2" align="center">
      <Button
        variant="ghost"
        colorPalette="brand"
        size="sm"
        onClick={() => void resend()}
        loading={sending}
        loadingText={label}
        disabled={secondsLeft > 0}
      >
        {secondsLeft > 0 ? t('resend.wait', { label, time: formatCountdown(secondsLeft) }) : label}
      </Button>
      <Text
        role="status"
        aria-live="polite"
        fontSize="sm"
        textAlign="center"
        color={outcome?.ok ? 'green.fg' : 'red.fg'}
        minH="5"
      >
        {outcome?.message ?? ''}
      </Text>
    </Stack>
  );
}
