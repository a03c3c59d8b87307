import { Fieldset } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/src/ui/forms/CheckboxField';
import { SelectField } from '@/src/ui/forms/SelectField';
import { useMoneyFormat } from '@/src/ui/formats';
import { isVideoType, type CampaignType } from '@/domain/campaigns/rules';
import {
  EXTRA_HOOK_PRICE_CENTS,
  EXTRA_HOOKS_MAX,
  EXTRA_HOOKS_MIN,
  RAW_FOOTAGE_PRICE_CENTS,
  USAGE_RIGHTS,
  USAGE_RIGHTS_PRICE_CENTS,
} from '@/domain/campaigns/rights';
import { useFieldValue } from './BrandProductsFields';
import { ChoiceField } from './ChoiceField';

/**
 * The content rights (docs/product.md#content-rights): a card per usage right with its
 * price per deal, and for video types the raw footage and the extra hooks. For other types
 * the options are hidden and not sent, as the duration is.
 */
export function RightsFields() {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const type = useFieldValue<CampaignType | undefined>('type');
  const hooks = Array.from(
    { length: EXTRA_HOOKS_MAX - EXTRA_HOOKS_MIN + 1 },
    (_, index) => EXTRA_HOOKS_MIN + index,
  );
  return (
    <>
      <ChoiceField
        name="usage_rights"
        kind="radio"
        legend={t('rights.legend')}
        helperText={t('rights.hint')}
        columns={{ base: 1, md: 2 }}
        choices={USAGE_RIGHTS.map((rights) => ({
          value: rights,
          label: t(`rights.options.${rights}.label`),
          description: t(`rights.options.${rights}.description`),
          aside:
            USAGE_RIGHTS_PRICE_CENTS[rights] === 0
              ? t('rights.included')
              : t('rights.pricePerDeal', { price: money(USAGE_RIGHTS_PRICE_CENTS[rights]) }),
        }))}
      />
      {type && isVideoType(type) && (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="medium" color="fg" mb="1">
            {t('rights.videoOptions')}
          </Fieldset.Legend>
          <CheckboxField
            name="raw_footage"
            label={t('rights.rawFootage', { price: money(RAW_FOOTAGE_PRICE_CENTS) })}
          />
          <SelectField
            name="extra_hooks"
            label={t('rights.extraHooks')}
            helperText={t('rights.extraHooksHint', { price: money(EXTRA_HOOK_PRICE_CENTS) })}
            options={hooks.map((count) => ({
              value: String(count),
              label: t('rights.extraHooksOption', { count }),
            }))}
          />
        </Fieldset.Root>
      )}
    </>
  );
}
