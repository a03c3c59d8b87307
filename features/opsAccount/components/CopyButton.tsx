import { Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long "Copied" stays beside the button. */
const COPIED_SHOWN_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text` to the clipboard and says whether it worked. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('opsAccount');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = window.setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const onCopy = () => {
    // No clipboard outside a secure context: say so rather than pretend.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setState('failed');
    clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Button size="sm" variant="outline" onClick={onCopy}>
        {label}
      </Button>
      <Text role="status" fontSize="sm" color={state === 'failed' ? 'fg.error' : 'fg.muted'}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </Text>
    </Flex>
  );
}
