import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OpsCreator } from '../api';

/** The creator's tier and where it stands with the operators (suspended, to verify). */
export function CreatorBadges({ creator }: { creator: OpsCreator }) {
  const { t } = useTranslation('opsCreators');
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette={creator.tier === 'pro' ? 'purple' : 'gray'} variant="subtle">
        {t(`tier.${creator.tier}`)}
      </Badge>
      {creator.suspended ? (
        <Badge colorPalette="red" variant="subtle">
          {t('state.suspended')}
        </Badge>
      ) : (
        creator.handles_checked_at === null && (
          <Badge colorPalette="orange" variant="subtle">
            {t('state.toVerify')}
          </Badge>
        )
      )}
    </HStack>
  );
}
