import { Box, Stack, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '@/src/config/layout';
import { MainArea } from '@/src/layouts/MainArea';
import { PageHeader } from '@/src/ui/PageHeader';

/**
 * From the layouts' breakpoint up, in CSS: the server cannot know the width, so the frame
 * lets the browser choose where the app's layouts measure (MOBILE_MEDIA_QUERY). In pixels
 * as that query is, not in rem, so that a larger default font moves neither.
 */
export const DESKTOP = `@media screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Drawn below the breakpoint only, with this display. */
export const belowBreakpoint = (display: string): SystemStyleObject => ({
  display,
  [DESKTOP]: { display: 'none' },
});

/** Drawn from the breakpoint only, with this display. */
export const fromBreakpoint = (display: string): SystemStyleObject => ({
  display: 'none',
  [DESKTOP]: { display },
});

/** A layout's row: its bars and content stacked below the breakpoint, side by side from it. */
export const LAYOUT_ROW: SystemStyleObject = {
  flexDirection: 'column',
  [DESKTOP]: { flexDirection: 'row' },
};

/** A page's header as its frame shows it: the title and the sentence under it. */
export interface FrameHeader {
  title: string;
  intro: string;
}

/** A grey bar standing in for text or a control that the app fills in. */
export function Bone({ w, h = '4' }: { w: string; h?: string }) {
  return <Box w={w} h={h} maxW="full" rounded="md" bg="bg.emphasized" />;
}

/**
 * The content column of a layout's frame, the same in every layout: "loading" for screen
 * readers, the page's header (for a page whose header is fixed; its place otherwise) and
 * a skeleton of the content.
 */
export function FrameMain({ header }: { header?: FrameHeader }) {
  const { t } = useTranslation();
  return (
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
  );
}
