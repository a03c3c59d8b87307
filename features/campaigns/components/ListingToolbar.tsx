import { Field } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { fieldErrorsOf, type FieldMessage } from '@/domain/fieldErrors';
import { DebouncedInput } from '@/src/ui/DebouncedInput';
import { ListToolbar, ToolbarSelect } from '@/src/ui/list/ListToolbar';
import { useMessageText } from '@/src/ui/forms/messages';
import { CAMPAIGN_SORTS, type CampaignSort } from '@/domain/campaigns/rules';
import { campaignListSchema } from '@/domain/campaigns/schema';
import type { ListingAddress } from '../model/listingAddress';

const searchSchema = campaignListSchema.pick(['search']);

/** Why a search cannot be sent (too long, text that cannot be stored), or null. */
export function searchProblem(search: string): FieldMessage | null {
  try {
    searchSchema.validateSync({ search });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return fieldErrorsOf(error).search ?? null;
    throw error;
  }
}

export interface ListingToolbarProps {
  state: ListingAddress;
  onChange: (changes: Partial<ListingAddress>) => void;
}

/**
 * Search by name and order of the campaign list. A search is sent after a pause in the
 * typing; one the API would refuse (over 100 characters) is not sent but explained under
 * the field, with the list left as it was.
 */
export function ListingToolbar({ state, onChange }: ListingToolbarProps) {
  const { t } = useTranslation('campaigns');
  const messageText = useMessageText();
  const [problem, setProblem] = useState<FieldMessage | null>(null);
  // Stable while the address stays: the search's pending pause survives unrelated renders.
  const onSearch = useCallback(
    (search: string) => {
      const refused = searchProblem(search);
      setProblem(refused);
      if (!refused) onChange({ search });
    },
    [onChange],
  );
  return (
    <ListToolbar
      label={t('listing.toolbar')}
      columns={{ base: '1fr', sm: 'minmax(0, 1fr) 12rem' }}
      align="start"
    >
      <Field.Root invalid={problem !== null}>
        <DebouncedInput
          type="search"
          aria-label={t('listing.search')}
          placeholder={t('listing.search')}
          clearLabel={t('listing.clearSearch')}
          value={state.search}
          onCommit={onSearch}
        />
        {problem && <Field.ErrorText>{messageText(problem)}</Field.ErrorText>}
      </Field.Root>
      <ToolbarSelect
        label={t('listing.sort')}
        value={state.sort}
        options={CAMPAIGN_SORTS.map((sort) => ({ value: sort, label: t(`listing.sorts.${sort}`) }))}
        onChange={(sort) => onChange({ sort: sort as CampaignSort })}
      />
    </ListToolbar>
  );
}
