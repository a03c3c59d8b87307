import { Stack, Text } from '@chakra-ui/react';
import { useCreatorFormats } from './useCreatorFormats';
import { addressLines, type ShippingAddress } from './addressLines';

/** A shipping address, one line each, as a parcel's label reads. */
export function AddressBlock({ address }: { address: ShippingAddress }) {
  const { country } = useCreatorFormats();
  return (
    <Stack as="address" gap="0.5" fontStyle="normal" minW="0">
      {addressLines(address, country).map((line, index) => (
        <Text key={index} fontWeight={index === 0 ? 'medium' : 'normal'} wordBreak="break-word">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
