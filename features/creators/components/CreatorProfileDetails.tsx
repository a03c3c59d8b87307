import { Badge, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ImageGallery } from '@/src/entities/content/ImageGallery';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { useDateFormat } from '@/src/ui/formats';
import type { CreatorProfile } from '../api';
import { CreatorVideo } from './CreatorVideo';
import { Detail, Section } from './ProfileParts';

const PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;

/**
 * The creator's handles, each with the followers the creator declares there and whether
 * the platform verified it: a badge with its word, not only a colour.
 */
function Handles({ handles }: { handles: CreatorProfile['handles'] }) {
  const { t } = useTranslation('creators');
  const format = useCreatorFormats();
  const given = PLATFORMS.flatMap((platform) => {
    const handle = handles[platform];
    return handle ? [{ platform, ...handle }] : [];
  });
  if (given.length === 0) return null;
  return (
    <Section title={t('profile.handles')}>
      <Stack as="ul" listStyleType="none" gap="2">
        {given.map(({ platform, handle, followers, verified }) => (
          <Flex as="li" key={platform} gap="2" align="center" wrap="wrap">
            <Text fontWeight="medium">{t(`profile.platforms.${platform}`)}</Text>
            <Text wordBreak="break-all">@{handle}</Text>
            <Text color="fg.muted" fontVariantNumeric="tabular-nums">
              {t('profile.declaredFollowers', { count: followers, value: format.whole(followers) })}
            </Text>
            <Badge
              variant={verified ? 'solid' : 'outline'}
              colorPalette={verified ? 'green' : 'gray'}
            >
              {t(verified ? 'profile.verified' : 'profile.unverified')}
            </Badge>
          </Flex>
        ))}
      </Stack>
    </Section>
  );
}

/**
 * What only the full profile has: where, since when, the age bracket, their words, their
 * handles, their intro video and their work.
 */
export function CreatorProfileDetails({ profile }: { profile: CreatorProfile }) {
  const { t } = useTranslation('creators');
  const format = useCreatorFormats();
  const date = useDateFormat('long');
  return (
    <>
      <Section title={t('profile.details')}>
        <SimpleGrid as="dl" columns={2} gap="3">
          <Detail label={t('profile.country')} value={format.country(profile.country)} />
          {/* The age bracket only, and no gender or ethnicity: a creator declares those to
              be matched with campaigns' audiences, not to be judged by them. */}
          <Detail label={t('profile.age')} value={profile.age_range} />
          <Detail label={t('profile.joined')} value={date(profile.joined_at)} />
          <Detail label={t('profile.lastActive')} value={date(profile.last_active_at)} />
        </SimpleGrid>
      </Section>
      {profile.bio && (
        <Section title={t('profile.bio')}>
          <Text whiteSpace="pre-wrap">{profile.bio}</Text>
        </Section>
      )}
      <Handles handles={profile.handles} />
      {profile.intro_video_url && (
        <Section title={t('profile.introVideo')}>
          <CreatorVideo
            src={profile.intro_video_url}
            label={t('profile.introVideoLabel', { name: profile.name })}
          />
        </Section>
      )}
      {profile.portfolio.length > 0 && (
        <Section title={t('profile.portfolio')}>
          <ImageGallery
            files={profile.portfolio.map((url) => ({ id: url, url }))}
            creator={profile.name}
            label={t('profile.portfolioImages', { name: profile.name })}
          />
        </Section>
      )}
    </>
  );
}
