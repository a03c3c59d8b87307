import { Badge, Button, Card, Flex, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/src/ui/Avatar';
import { TrashIcon } from '@/src/ui/appIcons';
import type { BrandItem } from '../api';

interface BrandCardProps {
  brand: BrandItem;
  onEdit: () => void;
  onDelete: () => void;
}

/** One brand: its logo (or initial), name, description, product count and actions. */
export function BrandCard({ brand, onEdit, onDelete }: BrandCardProps) {
  const { t } = useTranslation('brands');
  return (
    <Card.Root as="li" variant="outline" bg="surface.panel" boxShadow="card" rounded="xl">
      <Card.Body gap="3" p="5">
        <Flex gap="3" align="center">
          {brand.logo ? (
            // The name is next to it: the logo adds nothing for a screen reader.
            <Image
              src={brand.logo.url}
              alt=""
              boxSize="12"
              rounded="lg"
              objectFit="cover"
              flexShrink={0}
              borderWidth="1px"
              borderColor="border.muted"
            />
          ) : (
            <Avatar name={brand.name} size="12" rounded="lg" fontSize="lg" />
          )}
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" truncate>
              {brand.name}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {t('card.products', { count: brand.products_count })}
              </Text>
              {brand.in_use && (
                <Badge colorPalette="brand" variant="subtle" size="sm">
                  {t('card.inUse')}
                </Badge>
              )}
            </HStack>
          </Stack>
        </Flex>
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {brand.description}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap="2" px="5" pb="4" pt="0">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('card.editNamed', { name: brand.name })}
          onClick={onEdit}
        >
          {t('card.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('card.deleteNamed', { name: brand.name })}
          onClick={onDelete}
        >
          <TrashIcon />
          {t('card.delete')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
