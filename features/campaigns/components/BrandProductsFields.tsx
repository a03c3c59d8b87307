import { Field, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useBrandOptionsQuery } from '@/src/entities/brands/api';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';
import { SelectField } from '@/src/ui/forms/SelectField';
import { useBrandProducts } from '../hooks/useDraftPrice';
import {
  allowedProductCounts,
  isPackageSize,
  PRODUCTS_MAX,
  type CampaignType,
} from '@/domain/campaigns/rules';
import { ChoiceField } from './ChoiceField';
import { ChoicesState } from './InlineState';

/** A field's current value, for fields that depend on another one. */
export function useFieldValue<Value = string | undefined>(name: string): Value {
  return useField<Value>(name, { subscription: { value: true } }).input.value;
}

/** The company's brands to choose from, or a way to add the first one. */
function BrandField() {
  const { t } = useTranslation('campaigns');
  const brands = useBrandOptionsQuery();
  const form = useForm();
  const brandId = useFieldValue('brand_id');
  // A campaign's products are all of its brand's: another brand starts them over.
  const previous = useRef(brandId);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== brandId) {
      form.change('product_ids', []);
    }
    previous.current = brandId;
  }, [brandId, form]);
  // A company with one brand has nothing to choose: it is chosen for it.
  const onlyBrandId = brands.data?.nodes.length === 1 ? brands.data.nodes[0]?.id : undefined;
  useEffect(() => {
    if (onlyBrandId && !brandId) form.change('brand_id', onlyBrandId);
  }, [onlyBrandId, brandId, form]);

  return (
    <ChoicesState
      query={brands}
      count={(data) => data.nodes.length}
      loadingLabel={t('settings.brandsLoading')}
      errorMessage={t('settings.brandsError')}
      empty={{ text: t('settings.noBrands'), to: paths.brands, action: t('settings.addBrand') }}
    >
      {(data) => (
        <SelectField
          name="brand_id"
          label={t('settings.brand')}
          placeholder={t('settings.brandPlaceholder')}
          options={data.nodes.map((brand) => ({ value: brand.id, label: brand.name }))}
        />
      )}
    </ChoicesState>
  );
}

/** What the product list says about how many products the campaign takes. */
function useProductsHint(type: CampaignType | undefined, dealsText: string | undefined) {
  const { t } = useTranslation('campaigns');
  if (type !== 'product_package') return t('settings.productsHintMax', { max: PRODUCTS_MAX });
  const deals = Number(dealsText);
  if (!isPackageSize(deals)) return t('settings.productsHintChooseSize');
  const counts = allowedProductCounts(type, deals);
  return t('settings.productsHintPackage', { deals, counts: counts.join(', ') });
}

/** The chosen brand's products, each with its price, at most as many as the type allows. */
function ProductsField() {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const brandId = useFieldValue('brand_id');
  const type = useFieldValue<CampaignType | undefined>('type');
  const dealsText = useFieldValue('number_of_deals');
  const chosen = useFieldValue<string[] | undefined>('product_ids') ?? [];
  const products = useBrandProducts(brandId || undefined);
  const hint = useProductsHint(type, dealsText);
  const form = useForm();
  // A brand with one product has it chosen, once: the user may still untick it.
  const onlyProductId =
    products.currentData?.nodes.length === 1 ? products.currentData.nodes[0]?.id : undefined;
  const preselectedFor = useRef<string | undefined>(undefined);
  const nothingChosen = chosen.length === 0;
  useEffect(() => {
    if (!onlyProductId || preselectedFor.current === brandId) return;
    preselectedFor.current = brandId;
    if (nothingChosen) form.change('product_ids', [onlyProductId]);
  }, [onlyProductId, brandId, nothingChosen, form]);

  const deals = Number(dealsText);
  const max =
    type === 'product_package' && isPackageSize(deals)
      ? Math.max(...allowedProductCounts(type, deals))
      : PRODUCTS_MAX;

  if (!brandId) {
    return (
      <Field.Root>
        <Field.Label fontWeight="medium">{t('settings.products')}</Field.Label>
        <Text color="fg.muted">{t('settings.productsChooseBrand')}</Text>
      </Field.Root>
    );
  }
  return (
    <ChoicesState
      query={products}
      count={(data) => data.nodes.length}
      loadingLabel={t('settings.productsLoading')}
      errorMessage={t('settings.productsError')}
      empty={{
        text: t('settings.noProducts'),
        to: paths.products,
        action: t('settings.addProduct'),
      }}
    >
      {(data) => (
        <ChoiceField
          name="product_ids"
          kind="checkbox"
          legend={t('settings.products')}
          helperText={hint}
          choices={data.nodes.map((product) => ({
            value: product.id,
            label: product.name,
            aside: money(product.price),
            // The limit is reached: the others wait until one is unticked.
            disabled: !chosen.includes(product.id) && chosen.length >= max,
          }))}
        />
      )}
    </ChoicesState>
  );
}

/** The brand, then its products. */
export function BrandProductsFields() {
  return (
    <>
      <BrandField />
      <ProductsField />
    </>
  );
}
