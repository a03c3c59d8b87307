import { Badge, chakra, Flex, Heading, Image, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { useCategoryOptions } from '@/src/entities/product/useCategoryOptions';
import { Avatar } from '@/src/ui/Avatar';
import { useDateFormat } from '@/src/ui/formats';
import { CREATOR_PLATFORMS } from '@/domain/creators/profile';
import { ageRangeOf } from '@/domain/creators/rules';
import { useProfileOptions } from '../hooks/useProfileOptions';
import type { CreatorProfileData } from '../schema';

/** One fact of the profile: its label over its value. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0.5" minW="28">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium">{value}</Text>
    </Stack>
  );
}

/**
 * The profile as brands see it (docs/product.md#creators): the age bracket rather than
 * the date of birth, each handle with whether the platform verified it, and neither gender
 * nor ethnicity, which only the creator sees (in the private line under it).
 */
export function ProfileView({ profile }: { profile: CreatorProfileData }) {
  const { t } = useTranslation('creatorProfile');
  const formats = useCreatorFormats();
  const categoryLabel = new Map(useCategoryOptions().map((option) => [option.value, option.label]));
  const handles = CREATOR_PLATFORMS.flatMap((platform) => {
    const handle = profile.handles[platform];
    return handle ? [{ platform, ...handle }] : [];
  });
  const { genders, ethnicities } = useProfileOptions();
  const longDate = useDateFormat('long');
  const labelOf = (options: { value: string; label: string }[], value: string | null | undefined) =>
    options.find((option) => option.value === value)?.label ?? t('view.notSaid');

  return (
    <Stack gap="6">
      <Flex gap="4" align="center">
        {profile.avatar_url ? (
          <Image src={profile.avatar_url} alt="" boxSize="16" rounded="full" objectFit="cover" />
        ) : (
          <Avatar name={profile.name} size="16" fontSize="xl" />
        )}
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" wordBreak="break-word">
            {profile.name}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge colorPalette={profile.tier === 'pro' ? 'brand' : 'gray'}>
              {t(`tiers.${profile.tier}`)}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {formats.country(profile.country)}
            </Text>
          </Flex>
        </Stack>
      </Flex>

      <Wrap gap="6">
        <Fact label={t('view.ageBracket')} value={ageRangeOf(profile.age)} />
        <Fact label={t('view.followers')} value={formats.count(profile.followers)} />
        <Fact label={t('view.rate')} value={formats.price(profile.price)} />
      </Wrap>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('view.handles')}
        </Heading>
        <List.Root gap="2" listStyle="none">
          {handles.map((handle) => (
            <List.Item
              key={handle.platform}
              display="flex"
              gap="3"
              alignItems="center"
              flexWrap="wrap"
            >
              <Text fontWeight="medium" minW="20">
                {t(`platforms.${handle.platform}`)}
              </Text>
              <Text wordBreak="break-all">@{handle.handle}</Text>
              <Text color="fg.muted" fontSize="sm">
                {t('view.followersCount', {
                  count: handle.followers,
                  value: formats.count(handle.followers),
                })}
              </Text>
              <Badge colorPalette={handle.verified ? 'green' : 'gray'} variant="subtle">
                {handle.verified ? t('view.verified') : t('view.unverified')}
              </Badge>
            </List.Item>
          ))}
        </List.Root>
      </Stack>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('form.categories')}
        </Heading>
        <Wrap gap="2">
          {profile.categories.map((category) => (
            <Badge key={category} variant="outline" size="lg" rounded="full">
              {categoryLabel.get(category) ?? category}
            </Badge>
          ))}
        </Wrap>
      </Stack>

      {profile.bio && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('form.bio')}
          </Heading>
          <Text whiteSpace="pre-line">{profile.bio}</Text>
        </Stack>
      )}

      {profile.portfolio.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('form.portfolio')}
          </Heading>
          <List.Root flexDirection="row" flexWrap="wrap" gap="3" listStyle="none">
            {profile.portfolio.map((url, index) => (
              <List.Item key={url}>
                <Image
                  src={url}
                  alt={t('view.portfolioImage', {
                    number: index + 1,
                    total: profile.portfolio.length,
                  })}
                  boxSize={{ base: '24', md: '32' }}
                  rounded="lg"
                  objectFit="cover"
                />
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}

      {profile.intro_video_url && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('form.introVideo')}
          </Heading>
          <chakra.video
            src={profile.intro_video_url}
            controls
            preload="metadata"
            aria-label={t('introVideo.player')}
            w="full"
            maxW={{ md: 'md' }}
            maxH="80"
            rounded="lg"
            bg="black"
          />
        </Stack>
      )}

      <Text fontSize="sm" color="fg.muted" borderTopWidth="1px" borderColor="border.muted" pt="4">
        {t('view.private', {
          // A calendar day: read at local noon, so no time zone moves it to another day.
          dateOfBirth: longDate(`${profile.date_of_birth}T12:00:00`),
          gender: labelOf(genders, profile.gender),
          ethnicity: labelOf(ethnicities, profile.ethnicity),
        })}
      </Text>
    </Stack>
  );
}
