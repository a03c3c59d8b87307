import { Box, Flex, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useField } from 'react-final-form';
import { PASSWORD_MIN_LENGTH } from '@/domain/account/rules';
import { CheckIcon, DotIcon } from '@/src/ui/appIcons';

const CAPITAL_LETTER = /\p{Lu}/u;

/**
 * The password rules (docs/product.md#account-fields) as a live checklist under a new password, so
 * the user sees what is missing before the "Too short password" error would tell him.
 */
export function PasswordRules({ name, max }: { name: string; max?: number }) {
  const { t } = useTranslation('account');
  const { input } = useField<string | undefined>(name, { subscription: { value: true } });
  const value = input.value ?? '';
  const rules = [
    {
      id: 'length',
      met: value.length >= PASSWORD_MIN_LENGTH && (max === undefined || value.length <= max),
      text:
        max === undefined
          ? t('passwordRules.length', { min: PASSWORD_MIN_LENGTH })
          : t('passwordRules.range', { min: PASSWORD_MIN_LENGTH, max }),
    },
    { id: 'capital', met: CAPITAL_LETTER.test(value), text: t('passwordRules.capital') },
  ];
  return (
    <Box mt="-3">
      <Text srOnly>{t('passwordRules.label')}</Text>
      <List.Root unstyled display="flex" flexWrap="wrap" columnGap="4" rowGap="1" fontSize="xs">
        {rules.map((rule) => (
          <List.Item key={rule.id} data-met={rule.met}>
            <Flex align="center" gap="1.5" color={rule.met ? 'green.fg' : 'fg.muted'}>
              <Box as="span" fontSize="sm" aria-hidden="true">
                {rule.met ? <CheckIcon /> : <DotIcon />}
              </Box>
              {rule.text}
            </Flex>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
