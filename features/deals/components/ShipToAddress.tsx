import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '@/src/entities/creator/AddressBlock';
import { addressLines, type ShippingAddress } from '@/src/entities/creator/addressLines';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';

/** How long "Copied" stays next to the button. */
const COPIED_SHOWN_MS = 3000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Where the product goes: the creator's shipping address, which the API gives only on an
 * open deal of a shipped product (docs/product.md#creators), with a button that copies it
 * for a courier's form.
 */
export function ShipToAddress({ address }: { address: ShippingAddress }) {
  const { t } = useTranslation('deals');
  const { country } = useCreatorFormats();
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const onCopy = () => {
    const text = addressLines(address, country).join('\n');
    // No clipboard outside a secure context: say so rather than pretend.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <Stack
      role="group"
      aria-label={t('ship.address.title')}
      gap="3"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor="border.muted"
    >
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('ship.address.title')}
      </Text>
      <AddressBlock address={address} />
      <Flex align="center" gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onCopy}>
          {t('ship.address.copy')}
        </Button>
        <Text
          aria-live="polite"
          fontSize="sm"
          color={copy === 'failed' ? 'fg.error' : 'fg.success'}
        >
          {copy === 'copied' && t('ship.address.copied')}
          {copy === 'failed' && t('ship.address.copyFailed')}
        </Text>
      </Flex>
    </Stack>
  );
}
