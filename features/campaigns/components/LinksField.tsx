import { Button, Field, Fieldset, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '@/src/ui/forms/fields';
import { normalizeWebUrl } from '@/domain/normalize';
import { PlusCircleIcon, TrashIcon } from '@/src/ui/appIcons';
import { useListField } from '../hooks/useListField';
import { RESOURCE_LINKS_MAX } from '@/domain/campaigns/rules';

/** Resource links: one input each, added and removed by buttons; checked by the schema. */
export function LinksField({
  name,
  label,
  helperText,
}: {
  name: string;
  label: string;
  helperText: string;
}) {
  const { t } = useTranslation('campaigns');
  const { input, message, items: links } = useListField(name);
  const list = useRef<HTMLDivElement>(null);

  const set = (index: number, value: string) =>
    input.onChange(links.map((link, at) => (at === index ? value : link)));
  const add = () => {
    input.onChange([...links, '']);
    // The new input takes the focus once it is rendered.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('input:last-of-type')?.focus(),
    );
  };

  return (
    <Fieldset.Root invalid={message !== ''}>
      <Fieldset.Legend fontWeight="medium" color="fg" mb="2">
        {label}
      </Fieldset.Legend>
      <Stack gap="2" ref={list}>
        {links.map((link, index) => (
          <HStack key={index} gap="2">
            <Input
              name={name}
              type="url"
              inputMode="url"
              value={link}
              placeholder="https://"
              aria-label={t('parameters.link', { number: index + 1 })}
              onChange={(event) => set(index, event.target.value)}
              onBlur={() => {
                // Shown as checked and stored: "calmcream.com/x" gets its https://.
                const normalized = normalizeWebUrl(link);
                if (normalized !== link) set(index, normalized);
                input.onBlur();
              }}
              onFocus={() => input.onFocus()}
            />
            <IconButton
              variant="ghost"
              aria-label={t('parameters.removeLink', { number: index + 1 })}
              onClick={() => input.onChange(links.filter((_, at) => at !== index))}
            >
              <TrashIcon />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <Button
        alignSelf="flex-start"
        variant="outline"
        size="sm"
        onClick={add}
        disabled={links.length >= RESOURCE_LINKS_MAX}
      >
        <PlusCircleIcon />
        {t('parameters.addLink')}
      </Button>
      <Field.Root invalid={message !== ''}>
        <FieldMessage message={message} helperText={helperText} />
      </Field.Root>
    </Fieldset.Root>
  );
}
