import { Box, Flex, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSupportWindow, viewerZone } from './supportHours';

/** The status is re-evaluated this often, so it flips at opening and closing time. */
const REFRESH_MS = 60_000;

const currentMinute = () => Math.floor(Date.now() / REFRESH_MS);
const noMinute = () => null;
function subscribeToMinutes(onChange: () => void) {
  const timer = window.setInterval(onChange, REFRESH_MS);
  return () => window.clearInterval(timer);
}

/** "Support online until …" or when it opens next, in the viewer's own time zone. */
export function SupportStatus() {
  const { t, i18n } = useTranslation('nav');
  // The server's snapshot (the build's prerendering, made in another zone and time) is
  // no status: hydration renders that first, then the browser's minute.
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, noMinute);
  // The line's height, held so the footer does not move when the status arrives.
  if (minute === null) return <Box h="4" minW="1px" />;
  const now = new Date(minute * REFRESH_MS);

  const status = nextSupportWindow(now);
  const at = status.online ? status.closesAt : status.opensAt;
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'long' }).format(at);
  // The zone's name beside the time: "12:00 AM" alone read as if it were New York's.
  const zone = viewerZone(at, { locale: i18n.language });

  let text: string;
  if (status.online) text = t('footer.supportOnline', { time, zone });
  else if (at.toDateString() === now.toDateString()) {
    text = t('footer.supportOpensAt', { time, zone });
  } else text = t('footer.supportOpensOn', { day, time, zone });

  return (
    // One line of the placeholder's height: the footer does not grow when it arrives.
    <Flex align="center" gap="2" fontSize="xs" lineHeight="1rem" color="fg.muted">
      <Box
        as="span"
        boxSize="2"
        rounded="full"
        flexShrink={0}
        bg={status.online ? 'green.500' : 'gray.400'}
        boxShadow={status.online ? '0 0 0 3px var(--chakra-colors-green-subtle)' : 'none'}
        aria-hidden="true"
      />
      <Text>{text}</Text>
    </Flex>
  );
}
