import { HStack, Stack, Text } from '@chakra-ui/react';
import { CreatorAvatar } from '@/src/entities/creator/CreatorRow';

/** A company or a creator as the queues show them: the name, the e-mail under it. */
export function PartyCell({
  name,
  email,
  avatarUrl,
}: {
  name: string;
  email: string;
  avatarUrl?: string;
}) {
  const text = (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" truncate>
        {name}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {email}
      </Text>
    </Stack>
  );
  if (avatarUrl === undefined) return text;
  return (
    <HStack gap="2" minW="0">
      <CreatorAvatar name={name} url={avatarUrl} size="8" />
      {text}
    </HStack>
  );
}
