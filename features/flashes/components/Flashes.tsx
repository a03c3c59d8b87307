import { CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  flashesLeftFor,
  flashRemoved,
  selectFlashes,
  type FlashKey,
  type FlashValues,
} from '@/src/entities/flashes/flashesSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * Page-level messages (brand or product saved, …) shown above the screen's content. A
 * flash made for a page shows on that page only and ends when the user moves on; it may
 * be added before navigating there ("Product created" on the new product's page). A flash
 * given as a translation key is translated here, so it follows a change of language.
 */
export function Flashes() {
  const { pathname } = useLocation();
  const flashes = useAppSelector(selectFlashes).filter(
    (flash) => flash.path === undefined || flash.path === pathname,
  );
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  // Keys were checked where each flash was added (FlashKey); this `t` types only `common`'s.
  const translate = t as unknown as (key: FlashKey, values?: FlashValues) => string;
  // Only on arriving somewhere: a flash added for the next page must survive this one.
  useEffect(() => {
    dispatch(flashesLeftFor({ path: pathname }));
  }, [dispatch, pathname]);
  if (flashes.length === 0) return null;
  return (
    <Stack gap="2" mb="6">
      {flashes.map((flash) => (
        <Flex
          key={flash.id}
          role={flash.themeColor === 'red' ? 'alert' : 'status'}
          data-color={flash.themeColor}
          colorPalette={flash.themeColor}
          align="center"
          gap="3"
          ps="4"
          pe="2"
          py="2"
          rounded="lg"
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          borderWidth="1px"
          borderColor="colorPalette.muted"
        >
          <Text flex="1" fontSize="sm" fontWeight="medium">
            {flash.contentKey ? translate(flash.contentKey, flash.contentValues) : flash.content}
          </Text>
          <CloseButton
            size="xs"
            variant="ghost"
            aria-label={t('flashes.close')}
            onClick={() => dispatch(flashRemoved({ id: flash.id }))}
          />
        </Flex>
      ))}
    </Stack>
  );
}
