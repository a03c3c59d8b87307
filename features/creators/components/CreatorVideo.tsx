import { chakra } from '@chakra-ui/react';

/** A creator's video in the profile drawer: the intro, or the one sent with an application. */
export function CreatorVideo({ src, label }: { src: string; label: string }) {
  return (
    <chakra.video
      src={src}
      controls
      preload="metadata"
      aria-label={label}
      w="full"
      maxH="60dvh"
      rounded="md"
      bg="black"
    />
  );
}
