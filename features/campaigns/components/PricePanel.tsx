import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMediaQuery } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/src/ui/appIcons';
import { useMoneyFormat } from '@/src/ui/formats';
import type { CampaignDraft } from '../campaignsSlice';
import { useDraftPrice } from '../hooks/useDraftPrice';
import type { CampaignPaymentMethod } from '@/domain/campaigns/rules';
import { PriceLines } from './PriceLines';

/** Below this the panel is a bar at the bottom of the screen rather than a column. */
export const WIDE_LAYOUT = '(min-width: 1024px)';

/** The price so far, or why there is none yet. */
function PanelBody({ draft, method }: { draft: CampaignDraft; method: CampaignPaymentMethod }) {
  const { t } = useTranslation('campaigns');
  const priced = useDraftPrice(draft, method);
  if (!priced) return <Text color="fg.muted">{t('price.noType')}</Text>;
  return (
    <Stack gap="3">
      <PriceLines lines={priced.price.lines} input={priced.input} />
      <Text fontSize="xs" color="fg.muted">
        {t(method === 'CARD' ? 'price.noteCard' : 'price.noteWallet')}
      </Text>
    </Stack>
  );
}

/**
 * The running price, from the same pricing function as the server: a sticky right column
 * on wide screens; on a phone a bar at the bottom with the total that expands to the lines.
 */
export function PricePanel({
  draft,
  method,
}: {
  draft: CampaignDraft;
  method: CampaignPaymentMethod;
}) {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const [wide] = useMediaQuery([WIDE_LAYOUT], { ssr: false });
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const linesId = useId();
  const priced = useDraftPrice(draft, method);

  if (wide) {
    return (
      <chakra.aside
        aria-labelledby={titleId}
        position="sticky"
        top="6"
        p="5"
        rounded="xl"
        borderWidth="1px"
        bg="surface.panel"
      >
        <Heading as="h2" size="md" id={titleId} mb="4">
          {t('price.title')}
        </Heading>
        <PanelBody draft={draft} method={method} />
      </chakra.aside>
    );
  }
  return (
    <chakra.aside
      aria-labelledby={titleId}
      position="sticky"
      bottom="0"
      mx={{ base: '-4', md: '-8' }}
      px={{ base: '4', md: '8' }}
      py="3"
      borderTopWidth="1px"
      bg="bg"
      shadow="lg"
      zIndex="docked"
    >
      <Flex align="center" justify="space-between" gap="3">
        <Box>
          <Heading as="h2" size="sm" id={titleId}>
            {t('price.title')}
          </Heading>
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {priced ? money(priced.price.totalCents) : t('price.noTypeShort')}
          </Text>
        </Box>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={linesId}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'price.hideLines' : 'price.showLines')}
          <Box as="span" transform={open ? 'rotate(180deg)' : undefined} aria-hidden>
            <ChevronDownIcon />
          </Box>
        </Button>
      </Flex>
      <Box id={linesId} hidden={!open} pt="3" maxH="60vh" overflowY="auto">
        {open && <PanelBody draft={draft} method={method} />}
      </Box>
    </chakra.aside>
  );
}
