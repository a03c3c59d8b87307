import { Box, chakra, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  YouTubeIcon,
  type IconProps,
} from '@/src/ui/icons';
import { FOOTER_LINKS, SOCIAL_LINKS, type SocialLinkKey } from '@/src/config/links';
import { SupportStatus } from '@/src/footer/SupportStatus';

const SOCIAL_ICONS: Record<SocialLinkKey, ComponentType<IconProps>> = {
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
};

/** Product links, social links and whether support is online (docs/product.md#navigation). */
export function Footer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('nav');
  const year = new Date().getFullYear();
  return (
    <Box
      as="footer"
      aria-label={t('footer.label')}
      px={{ base: '4', md: '8' }}
      py="6"
      borderTopWidth={compact ? '0' : '1px'}
      borderColor="border.muted"
    >
      <Flex
        direction={compact ? 'column' : { base: 'column', lg: 'row' }}
        align={compact ? 'center' : { base: 'flex-start', lg: 'center' }}
        justify="space-between"
        gap="4"
      >
        <chakra.ul
          display="flex"
          flexWrap="wrap"
          justifyContent={compact ? 'center' : 'flex-start'}
          columnGap="5"
          rowGap="2"
          listStyleType="none"
        >
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <Link
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                fontSize="sm"
                color="fg.muted"
                _hover={{ color: 'fg', textDecoration: 'none' }}
                focusVisibleRing="outside"
                focusRingColor="brand.focusRing"
              >
                {t(`footer.${link.key}`)}
              </Link>
            </li>
          ))}
        </chakra.ul>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          align={compact ? 'center' : { base: 'flex-start', sm: 'center' }}
          gap={{ base: '3', sm: '5' }}
        >
          <SupportStatus />
          <chakra.ul
            display="flex"
            gap="1"
            ms={compact ? '0' : { base: '-1.5', sm: '0' }}
            listStyleType="none"
            aria-label={t('footer.social')}
          >
            {SOCIAL_LINKS.map((link) => {
              const Icon = SOCIAL_ICONS[link.key];
              return (
                <li key={link.key}>
                  <Link
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.${link.key}`)}
                    title={t(`footer.${link.key}`)}
                    display="inline-flex"
                    p="1.5"
                    rounded="md"
                    fontSize="md"
                    color="fg.subtle"
                    _hover={{ color: 'fg', bg: 'surface.hover' }}
                    focusVisibleRing="outside"
                    focusRingColor="brand.focusRing"
                  >
                    <Icon />
                  </Link>
                </li>
              );
            })}
          </chakra.ul>
        </Stack>
      </Flex>
      <Text
        mt="4"
        fontSize="xs"
        color="fg.subtle"
        textAlign={compact ? 'center' : 'start'}
        // The prerendered pages carry the year of their build: a new year is not a mismatch.
        suppressHydrationWarning
      >
        {t('footer.copyright', { year })}
      </Text>
    </Box>
  );
}
