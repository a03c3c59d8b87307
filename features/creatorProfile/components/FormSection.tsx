import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** What the section is for, or who sees it. */
  description?: ReactNode;
  children: ReactNode;
}

/** One part of the profile form: a titled group of fields, named for screen readers. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="5"
      p={{ base: '4', md: '6' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="surface.panel"
    >
      <Stack gap="1">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
