import { Box, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  selectToasts,
  TOAST_FADE_MS,
  toasterShown,
  toastRemoved,
  type Toast,
  type ToastType,
} from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import {
  AlertCircleIcon,
  AlertIcon,
  CheckCircleIcon,
  InfoIcon,
  type IconProps,
} from '@/src/ui/icons';

/** Each type has its own colour and shape, so good news never looks like a warning. */
const LOOK: Record<ToastType, { palette: string; Icon: ComponentType<IconProps> }> = {
  info: { palette: 'blue', Icon: InfoIcon },
  success: { palette: 'green', Icon: CheckCircleIcon },
  warning: { palette: 'orange', Icon: AlertIcon },
  error: { palette: 'red', Icon: AlertCircleIcon },
};

/** An open dialog or drawer (Chakra marks its content so while it shows). */
const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function watchModals(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  return () => observer.disconnect();
}

/** Whether a dialog or drawer is open anywhere on the page. */
function useModalOpen(): boolean {
  return useSyncExternalStore(
    watchModals,
    () => document.querySelector(OPEN_MODAL) !== null,
    () => false,
  );
}

/**
 * Renders the toasts slice: the store decides when a toast shows, fades (`visible`
 * false) and goes; this only draws it. Errors are announced assertively, the rest
 * politely. While a dialog or drawer is open the toasts stack behind it (under its
 * backdrop), so they never cover its actions (a drawer's Pick button); the bell keeps
 * what they said (docs/product.md#toasts-and-flashes).
 */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  // Toasts added while the app was starting begin their time now that they can be seen.
  useEffect(() => {
    dispatch(toasterShown());
  }, [dispatch]);
  const { t } = useTranslation();
  const behindModal = useModalOpen();
  return (
    <Stack
      as="section"
      aria-label={t('toasts.region')}
      data-behind-modal={behindModal}
      position="fixed"
      zIndex={behindModal ? 'docked' : 'toast'}
      bottom={{ base: '3', md: '6' }}
      insetEnd={{ base: '3', md: '6' }}
      insetStart={{ base: '3', md: 'auto' }}
      width={{ base: 'auto', md: '380px' }}
      gap="2"
      pointerEvents="none"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Keys come from the store at run time, so they cannot be checked against the types.
  const message = toast.messageKey
    ? t(toast.messageKey as 'errors.cannotProcess', toast.messageValues as { detail: string })
    : toast.message;
  const { palette, Icon } = LOOK[toast.type];
  return (
    <Flex
      role={toast.type === 'error' ? 'alert' : 'status'}
      aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
      data-type={toast.type}
      data-visible={toast.visible}
      colorPalette={palette}
      pointerEvents="auto"
      align="flex-start"
      gap="3"
      py="3"
      ps="4"
      pe="2"
      rounded="lg"
      bg="surface.panel"
      borderWidth="1px"
      borderColor="border"
      borderStartWidth="4px"
      borderStartColor="colorPalette.solid"
      boxShadow="lg"
      style={{
        opacity: toast.visible ? 1 : 0,
        transform: toast.visible ? 'none' : 'translateY(4px)',
        transition: `opacity ${TOAST_FADE_MS}ms ease, transform ${TOAST_FADE_MS}ms ease`,
      }}
    >
      <Box color="colorPalette.fg" pt="0.5" fontSize="lg" aria-hidden="true">
        <Icon />
      </Box>
      <Text flex="1" fontSize="sm" color="fg" pt="0.5">
        {message}
      </Text>
      <CloseButton
        size="xs"
        variant="ghost"
        aria-label={t('toasts.close')}
        onClick={() => dispatch(toastRemoved({ id: toast.id }))}
      />
    </Flex>
  );
}
