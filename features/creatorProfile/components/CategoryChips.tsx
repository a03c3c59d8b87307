import { chakra, Fieldset, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from '@/src/entities/product/useCategoryOptions';
import { useFieldWithMessage } from '@/src/ui/forms/fields';
import { CREATOR_CATEGORIES_MAX } from '@/domain/creators/rules';

const sameList = (a?: string[], b?: string[]) => (a ?? []).join() === (b ?? []).join();

/**
 * The creator's categories: one checkbox chip each of the 14; once three are ticked the
 * others are disabled, so a fourth cannot be picked (docs/product.md#creators).
 */
export function CategoryChips({ name }: { name: string }) {
  const { t } = useTranslation('creatorProfile');
  const options = useCategoryOptions();
  const { input, message } = useFieldWithMessage<string[] | undefined>(name, {
    isEqual: sameList,
  });
  const selected = input.value || [];
  const full = selected.length >= CREATOR_CATEGORIES_MAX;
  const toggle = (value: string) =>
    input.onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );

  return (
    <Fieldset.Root invalid={message !== ''} gap="2">
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {t('form.categories')}
      </Fieldset.Legend>
      <Flex wrap="wrap" gap="2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          const disabled = full && !checked;
          return (
            <chakra.label
              key={option.value}
              display="inline-flex"
              alignItems="center"
              gap="2"
              px="3"
              py="1.5"
              minH="10"
              rounded="full"
              borderWidth="1px"
              fontSize="sm"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              opacity={disabled ? 0.5 : 1}
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'bg'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <chakra.input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={() => toggle(option.value)}
                onBlur={() => input.onBlur()}
                onFocus={() => input.onFocus()}
                accentColor="var(--chakra-colors-brand-solid)"
                aria-invalid={message !== '' || undefined}
              />
              {option.label}
            </chakra.label>
          );
        })}
      </Flex>
      {message ? (
        <Fieldset.ErrorText fontSize="xs">{message}</Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText fontSize="xs">
          {t('form.categoriesHint', { count: selected.length, max: CREATOR_CATEGORIES_MAX })}
        </Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}
