import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';

/** An in-app link styled as text (the links between Login, Signup and Forgot). */
export function TextLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link
      asChild
      color="brand.fg"
      fontWeight="medium"
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** "No account yet? Sign up" under a card's form. */
export function AuthSwitch({ prompt, children }: { prompt: string; children: ReactNode }) {
  return (
    <Text mt="6" fontSize="sm" color="fg.muted" textAlign="center">
      {prompt} {children}
    </Text>
  );
}
