import {
  Badge,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Grid,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import { useCreatorQuery, type CampaignCreator } from '../api';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { CreatorAvatar, type PickBlock } from '@/src/entities/creator/CreatorRow';
import { CreatorProfileDetails } from './CreatorProfileDetails';
import { CreatorVideo } from './CreatorVideo';
import { Detail, Section } from './ProfileParts';

export interface CreatorProfileDrawerProps {
  open: boolean;
  /** The creator shown (kept while the drawer closes, so it does not empty as it slides). */
  entry: CampaignCreator | null;
  /** Invite is offered under Find creators only. */
  canInvite: boolean;
  pickBlock: PickBlock;
  picking: boolean;
  inviting: boolean;
  /** Where focus goes back when the drawer closes: the row that opened it. */
  opener: HTMLElement | null;
  onClose: () => void;
  onPick: (entry: CampaignCreator) => void;
  onInvite: (entry: CampaignCreator) => void;
}

/**
 * A creator's profile beside the list: what the row showed at once, the rest as the full
 * profile arrives, the application's pitch, and Pick / Invite. Closing returns focus to the
 * row.
 */
export function CreatorProfileDrawer({
  open,
  entry,
  canInvite,
  pickBlock,
  picking,
  inviting,
  opener,
  onClose,
  onPick,
  onInvite,
}: CreatorProfileDrawerProps) {
  const { t } = useTranslation(['creators', 'products']);
  const { t: tCommon } = useTranslation();
  const format = useCreatorFormats();
  const money = useMoneyFormat();
  const date = useDateFormat('long');
  const profile = useCreatorQuery(entry?.creator.id ?? '', { skip: !entry || !open });

  const body = (current: CampaignCreator) => {
    const { creator, application, deal, invited } = current;
    return (
      <>
        <Drawer.Header>
          <Flex gap="4" align="center" minW="0">
            <CreatorAvatar name={creator.name} url={creator.avatar_url} size="16" />
            <Stack gap="1" minW="0">
              <Drawer.Title wordBreak="break-word">{creator.name}</Drawer.Title>
              <Flex gap="2" wrap="wrap">
                <Badge
                  variant={creator.tier === 'pro' ? 'solid' : 'subtle'}
                  colorPalette={creator.tier === 'pro' ? 'brand' : 'gray'}
                >
                  {t(`tiers.${creator.tier}`)}
                </Badge>
                {creator.categories.map((name) => (
                  <Badge key={name} variant="outline" colorPalette="gray">
                    {t(`products:categories.${name}`)}
                  </Badge>
                ))}
              </Flex>
            </Stack>
          </Flex>
        </Drawer.Header>
        {/* Focusable, so keyboard users can scroll a long profile that has no links. */}
        <Drawer.Body tabIndex={0} role="region" aria-label={creator.name}>
          <Stack gap="6">
            <SimpleGrid
              as="dl"
              columns={{ base: 2, sm: 4 }}
              gap="3"
              p="3"
              rounded="lg"
              bg="bg.subtle"
            >
              <Detail label={t('list.followers')} value={format.whole(creator.followers)} />
              <Detail label={t('list.views')} value={format.whole(creator.views)} />
              <Detail
                label={t('list.engagement')}
                value={format.engagement(creator.engagement_rate)}
              />
              <Detail label={t('list.price')} value={money(creator.price)} />
            </SimpleGrid>
            {application && (
              <Section title={t('profile.pitch')}>
                <Text whiteSpace="pre-wrap">{application.pitch}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('profile.appliedOn', { date: date(application.created_at) })}
                </Text>
                {application.intro_video_url && (
                  <CreatorVideo
                    src={application.intro_video_url}
                    label={t('profile.applicationVideoLabel', { name: creator.name })}
                  />
                )}
              </Section>
            )}
            {profile.data && profile.data.id === creator.id ? (
              <CreatorProfileDetails profile={profile.data} />
            ) : profile.isError ? (
              <Flex role="alert" gap="3" align="center" wrap="wrap">
                <Text color="fg.error">{t('profile.loadError')}</Text>
                <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
                  {tCommon('actions.retry')}
                </Button>
              </Flex>
            ) : (
              <Stack gap="3" aria-busy="true">
                <Skeleton h="24" rounded="lg" />
                <Skeleton h="32" rounded="lg" />
              </Stack>
            )}
          </Stack>
        </Drawer.Body>
        <Drawer.Footer justifyContent="stretch">
          <Stack gap="2" w="full">
            {deal ? (
              <Flex gap="2" align="center">
                <Badge colorPalette="green" variant="subtle" size="lg">
                  {t('list.picked')}
                </Badge>
                <Text color="fg.muted">{t(`dealStatus.${deal.status}`)}</Text>
              </Flex>
            ) : (
              <Grid
                templateColumns={canInvite && !invited && !application ? '1fr 1fr' : '1fr'}
                gap="2"
              >
                <Button
                  colorPalette="brand"
                  disabled={pickBlock !== undefined}
                  loading={picking}
                  onClick={() => onPick(current)}
                >
                  {t('list.pick')}
                </Button>
                {canInvite && !invited && !application && (
                  <Button variant="outline" loading={inviting} onClick={() => onInvite(current)}>
                    {t('profile.invite')}
                  </Button>
                )}
              </Grid>
            )}
            {!deal && pickBlock && (
              <Text fontSize="sm" color="fg.muted">
                {pickBlock}
              </Text>
            )}
            {canInvite && invited && !application && !deal && (
              <Text fontSize="sm" color="fg.muted">
                {t('profile.invitedHint')}
              </Text>
            )}
          </Stack>
        </Drawer.Footer>
        <Drawer.CloseTrigger asChild top="3" insetEnd="3">
          <CloseButton size="sm" aria-label={t('profile.close')} />
        </Drawer.CloseTrigger>
      </>
    );
  };

  return (
    <Drawer.Root
      open={open && entry !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
      finalFocusEl={() => opener}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>{entry && body(entry)}</Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
