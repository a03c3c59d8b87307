import {
  Badge,
  Button,
  chakra,
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ageRangeOf } from '@/domain/creators/rules';
import { useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import { useCreatorQuery, type CampaignCreator, type CreatorProfile } from '../api';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { CreatorAvatar, type PickBlock } from '@/src/entities/creator/CreatorRow';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Text as="h3" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}

/** What only the full profile has: who, where, since when, their words and their work. */
function ProfileDetails({ profile }: { profile: CreatorProfile }) {
  const { t } = useTranslation(['creators', 'campaigns']);
  const format = useCreatorFormats();
  const date = useDateFormat('long');
  const total = profile.portfolio.length;
  return (
    <>
      <Section title={t('profile.details')}>
        <SimpleGrid as="dl" columns={2} gap="3">
          <Detail label={t('profile.country')} value={format.country(profile.country)} />
          {/* The age bracket only, and no gender or ethnicity: a creator declares those to
              be matched with campaigns' audiences, not to be judged by them. */}
          <Detail label={t('profile.age')} value={ageRangeOf(profile.age)} />
          <Detail label={t('profile.joined')} value={date(profile.joined_at)} />
          <Detail label={t('profile.lastActive')} value={date(profile.last_active_at)} />
        </SimpleGrid>
      </Section>
      {profile.bio && (
        <Section title={t('profile.bio')}>
          <Text whiteSpace="pre-wrap">{profile.bio}</Text>
        </Section>
      )}
      {total > 0 && (
        <Section title={t('profile.portfolio')}>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3 }} gap="2">
            {profile.portfolio.map((url, index) => (
              <li key={url}>
                <chakra.img
                  src={url}
                  alt={t('profile.portfolioImage', {
                    name: profile.name,
                    number: index + 1,
                    total,
                  })}
                  w="full"
                  aspectRatio="1"
                  objectFit="cover"
                  rounded="md"
                  bg="bg.muted"
                  loading="lazy"
                />
              </li>
            ))}
          </SimpleGrid>
        </Section>
      )}
    </>
  );
}

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
              </Section>
            )}
            {profile.data && profile.data.id === creator.id ? (
              <ProfileDetails profile={profile.data} />
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
