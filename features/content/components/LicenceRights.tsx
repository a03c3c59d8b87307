import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UsageRights } from '@/domain/campaigns/rights';
import { rightsStateOf, utcDayFormat, type CardLicence } from '../model/rights';

/** A right's name as the campaign wizard shows it ("Paid ads, 6 months"). */
export function useRightsLabel() {
  const { t } = useTranslation('campaigns');
  return (rights: UsageRights) =>
    t(`rights.options.${rights}.label` as 'rights.options.organic.label');
}

/** The rights line's text: "Paid ads, 6 months · until Jun 3, 2027", "Paid ads ended …". */
export function useRightsText() {
  const { t, i18n } = useTranslation('content');
  const label = useRightsLabel();
  const day = utcDayFormat(i18n.language);
  return (licence: CardLicence, now: Date) => {
    const state = rightsStateOf(licence, now);
    switch (state.kind) {
      case 'organic':
      case 'perpetual':
        return label(state.kind);
      case 'running':
        return t('listing.rights.until', {
          rights: label(state.rights),
          date: day.format(new Date(state.until)),
        });
      case 'ended':
        return t('listing.rights.ended', { date: day.format(new Date(state.ended)) });
    }
  };
}

/** What an accepted content's newest licence allows, on its card (docs/product.md#licences). */
export function LicenceRights({ licence, now }: { licence: CardLicence; now: Date }) {
  const { t } = useTranslation('content');
  const text = useRightsText();
  const ended = rightsStateOf(licence, now).kind === 'ended';
  return (
    <Text fontSize="xs" color={ended ? 'fg.error' : 'fg.muted'} px="1">
      <Text as="span" srOnly>
        {t('listing.rights.label')}{' '}
      </Text>
      {text(licence, now)}
    </Text>
  );
}
