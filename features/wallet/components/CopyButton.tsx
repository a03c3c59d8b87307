import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/src/ui/appIcons';

/** How long "Copied" shows before the button reads "Copy" again. */
const FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` to the clipboard. Its name says what it copies ("Copy Account number")
 * and, for a moment, that it did ("Account number copied") or could not.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Absent outside secure contexts: the TypeError lands in the catch.
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const shown = { idle: t('bank.copy'), copied: t('bank.copied'), failed: t('bank.copyFailed') };
  const named = {
    idle: t('bank.copyNamed', { label }),
    copied: t('bank.copiedNamed', { label }),
    failed: t('bank.copyFailedNamed', { label }),
  };
  return (
    <Button
      size="xs"
      variant="outline"
      flexShrink={0}
      aria-label={named[state]}
      onClick={() => void copy()}
    >
      {state === 'copied' && <CheckIcon />}
      {shown[state]}
    </Button>
  );
}
