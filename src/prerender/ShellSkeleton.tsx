import { Box, Flex, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH } from '@/src/config/layout';
import { MainArea } from '@/src/layouts/MainArea';
import { Logo } from '@/src/ui/Logo';
import { PageHeader } from '@/src/ui/PageHeader';

/** A grey bar standing in for text or a control that the app fills in. */
function Bone({ w, h = '4' }: { w: string; h?: string }) {
  return <Box w={w} h={h} maxW="full" rounded="md" bg="bg.emphasized" />;
}

const NAV_ITEMS = 8;

/**
 * Styles for a visitor who collapsed the sidebar: the blocking script marks `<html>` so
 * before the first paint, from the stored preference (public/color-mode.js).
 */
const COLLAPSED = 'html[data-sidebar=collapsed] &';

/**
 * The company layout's frame as the build prerenders it: the sidebar from the layout's
 * breakpoint up and the top bar below it (the server cannot know the width, so CSS
 * chooses where the app's layout measures), the page's header (its title and sentence,
 * for a page whose header is fixed; its place otherwise) and a skeleton of the content.
 * Nothing in it depends on the account: the app renders over it once the account is
 * loaded.
 */
export function ShellSkeleton({ header }: { header?: { title: string; intro: string } }) {
  const { t } = useTranslation();
  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }} aria-busy="true">
      <Flex
        as="aside"
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        position="sticky"
        top="0"
        h="100dvh"
        flexShrink={0}
        w={SIDEBAR_WIDTH.expanded}
        css={{ [COLLAPSED]: { width: SIDEBAR_WIDTH.collapsed } }}
        bg="surface.sidebar"
        borderEndWidth="1px"
        borderColor="border.muted"
      >
        <Flex
          align="center"
          h="16"
          px="4"
          flexShrink={0}
          css={{ [COLLAPSED]: { justifyContent: 'center', paddingInline: 0 } }}
        >
          <Box css={{ [COLLAPSED]: { display: 'none' } }}>
            <Logo />
          </Box>
          <Box display="none" css={{ [COLLAPSED]: { display: 'block' } }}>
            <Logo showName={false} />
          </Box>
        </Flex>
        <Stack flex="1" px="5" py="4" gap="5">
          {Array.from({ length: NAV_ITEMS }, (_, index) => (
            <Bone key={index} w={index % 3 === 0 ? '60%' : '75%'} />
          ))}
        </Stack>
        <Flex
          p="3"
          borderTopWidth="1px"
          borderColor="border.muted"
          align="center"
          gap="3"
          css={{ [COLLAPSED]: { justifyContent: 'center' } }}
        >
          <Box boxSize="8" flexShrink={0} rounded="full" bg="bg.emphasized" />
          <Box w="50%" css={{ [COLLAPSED]: { display: 'none' } }}>
            <Bone w="full" />
          </Box>
        </Flex>
      </Flex>
      <Flex
        as="header"
        display={{ base: 'flex', lg: 'none' }}
        position="sticky"
        top="0"
        align="center"
        gap="2"
        h="14"
        px="3"
        bg="surface.sidebar"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Box boxSize="8" />
        <Logo />
      </Flex>
      <Flex direction="column" flex="1" minW="0">
        <MainArea>
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
          {header ? (
            <Box mb="6">
              <PageHeader title={header.title} description={header.intro} />
            </Box>
          ) : (
            <Stack gap="3" mb="8">
              <Bone w="16rem" h="8" />
              <Bone w="24rem" />
            </Stack>
          )}
          <Stack gap="4">
            <Bone w="full" h="24" />
            <Bone w="full" h="48" />
            <Bone w="full" h="48" />
          </Stack>
        </MainArea>
      </Flex>
    </Flex>
  );
}
