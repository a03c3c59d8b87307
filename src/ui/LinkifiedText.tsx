import { Link } from '@chakra-ui/react';
import { useMemo } from 'react';
import { linkify } from '@/src/lib/linkify';

/**
 * User-written text with its http(s) links as links (to a new tab, no referrer): the rest
 * is React text, so nothing of it is ever rendered as HTML.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Link
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            textDecoration="underline"
            color="inherit"
            wordBreak="break-all"
          >
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
