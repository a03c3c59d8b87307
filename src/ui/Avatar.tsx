import { Circle, type SquareProps } from '@chakra-ui/react';

export interface AvatarProps extends Omit<SquareProps, 'children'> {
  /** Company name or e-mail: the avatar shows its first character, upper-cased. */
  name: string;
}

/** The first character, upper-cased; emoji and other astral characters stay whole. */
export function avatarInitial(name: string): string {
  const [first = ''] = Array.from(name.trim());
  return first.toLocaleUpperCase();
}

export function Avatar({ name, size = '9', ...rest }: AvatarProps) {
  return (
    <Circle
      size={size}
      flexShrink={0}
      bgGradient="to-br"
      gradientFrom="brand.400"
      gradientTo="brand.700"
      color="white"
      fontWeight="semibold"
      fontSize="sm"
      userSelect="none"
      aria-hidden="true"
      {...rest}
    >
      {avatarInitial(name)}
    </Circle>
  );
}
