import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUsageRights } from '@/domain/campaigns/rights';
import { selectMayHandleMoney } from '@/src/entities/session/teamRole';
import { useAppSelector } from '@/store/hooks';
import type { ListedContent } from '../api';
import { isExtendable } from '../model/rights';
import { ExtendRightsDialog } from './ExtendRightsDialog';
import { LicenceLink } from './LicenceLink';
import { LicenceRights } from './LicenceRights';

/**
 * Below an accepted content's card: its rights and their end, the licence's page, and
 * (period rights, for those who may pay) Extend, which asks before buying another period.
 */
export function AcceptedContentActions({ content, now }: { content: ListedContent; now: Date }) {
  const { t } = useTranslation('content');
  const mayPay = useAppSelector(selectMayHandleMoney);
  const [extending, setExtending] = useState(false);
  const licence = content.licence;
  const rights = licence?.usage_rights;
  return (
    <Stack gap="1">
      {licence && <LicenceRights licence={licence} now={now} />}
      <Flex gap="1" wrap="wrap">
        <LicenceLink content={content} />
        {licence && rights && isUsageRights(rights) && isExtendable(licence) && mayPay && (
          <>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="brand"
              aria-label={t('listing.extend.actionLabel', {
                creator: content.creator.name,
                campaign: content.campaign_name,
              })}
              onClick={() => setExtending(true)}
            >
              {t('listing.extend.action')}
            </Button>
            <ExtendRightsDialog
              open={extending}
              onClose={() => setExtending(false)}
              content={content}
              licence={{ ...licence, usage_rights: rights }}
              now={now}
            />
          </>
        )}
      </Flex>
    </Stack>
  );
}
