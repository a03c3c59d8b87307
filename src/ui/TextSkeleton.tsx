import { Skeleton } from '@chakra-ui/react';

/**
 * A placeholder for text that is still loading, inside the element that will hold it: the
 * sample text (never shown) gives it the real text's line height and about its width, so
 * the text that replaces it moves nothing around it.
 */
export function TextSkeleton({ sample }: { sample: string }) {
  return (
    <Skeleton as="span" display="inline-block" verticalAlign="top" aria-hidden="true">
      {/* In an element of its own so the skeleton hides it: bare text only turns transparent,
          and contrast checkers still measure it against the skeleton's colour. */}
      <span>{sample}</span>
    </Skeleton>
  );
}
