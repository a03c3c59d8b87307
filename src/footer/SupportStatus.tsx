import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSupportWindow, viewerZone } from './supportHours';

/** The status is re-evaluated this often, so it flips at opening and closing time. */
const REFRESH_MS = 60_000;

/** "Support online until …" or when it opens next, in the viewer's own time zone. */
export function SupportStatus() {
  const { t, i18n } = useTranslation('nav');
  // Read once mounted: the page's prerendered HTML was made at build time, in another
  // zone, and the first render in the browser must be the same markup (no status yet).
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  // The line's height, held so the footer does not move when the status arrives.
  if (now === null) return <Box h="4" minW="1px" />;

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
    <Flex align="center" gap="2" fontSize="xs" color="fg.muted">
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
