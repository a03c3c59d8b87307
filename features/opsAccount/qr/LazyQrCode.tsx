import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { QrCodeProps } from './QrCode';

// The encoder is only needed once per operator (the first login): its own chunk.
const QrCode = lazy(() => import('./QrCode'));

/** The QR code, with a placeholder of its size while its chunk loads. */
export function LazyQrCode(props: QrCodeProps & { loadingLabel: string }) {
  const { loadingLabel, ...qr } = props;
  const size = qr.size ?? 200;
  return (
    <Suspense fallback={<Skeleton w={`${size}px`} h={`${size}px`} aria-label={loadingLabel} />}>
      <QrCode {...qr} />
    </Suspense>
  );
}
