import { Box, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { ProductThumbnail } from '@/src/entities/product/ProductCard';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';
import { NotFound } from '@/src/ui/NotFound';
import type { CampaignDetail, CampaignProductSummary, CampaignProductsView } from '../api';
import { CampaignActivity } from '../components/CampaignActivity';
import { CampaignPageFrame } from '../components/CampaignPageFrame';
import { CampaignTitle, PANEL } from '../components/CampaignTitle';
import { useCampaignValues } from '../hooks/useCampaignValues';
import { DiscoveryCallout } from '../components/DiscoveryCallout';
import { ValueList } from '../components/ValueList';
import { WEB_URL } from '@/domain/campaigns/schema';

/** A link that leaves the app: only http(s), in a new tab, telling the page nothing. */
function ExternalLink({
  href,
  label,
  children,
}: {
  href: string;
  label?: string;
  children: string;
}) {
  if (!WEB_URL.test(href)) return <Text overflowWrap="anywhere">{children}</Text>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.fg"
      overflowWrap="anywhere"
      aria-label={label}
    >
      {children}
    </Link>
  );
}

/** The product this page is about: photo, name, price and its own page. */
function ProductPanel({ product }: { product: CampaignProductSummary }) {
  const { t } = useTranslation('campaigns');
  const { t: tProducts } = useTranslation('products');
  const money = useMoneyFormat();
  return (
    <HStack as="section" aria-label={t('overview.product')} gap="4" align="center" {...PANEL}>
      <Box w={{ base: '20', md: '24' }} flexShrink={0} rounded="lg" overflow="hidden">
        <ProductThumbnail url={product.image?.url} label={tProducts('list.noImage')} ratio={1} />
      </Box>
      <Stack gap="1" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {t('overview.product')}
        </Text>
        <Text fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
          {product.name}
        </Text>
        <HStack gap="3" fontSize="sm" wrap="wrap">
          <Text fontVariantNumeric="tabular-nums">{money(product.price)}</Text>
          <ExternalLink
            href={product.link}
            label={t('overview.productLink', { name: product.name })}
          >
            {t('overview.viewProduct')}
          </ExternalLink>
        </HStack>
      </Stack>
    </HStack>
  );
}

/** Who the campaign asks for and what: its parameters, resource links and activity. */
function CampaignParameters({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns');
  const rows = useCampaignValues();
  const source = {
    ...campaign,
    brandName: campaign.brand.name,
    productNames: campaign.products.map((product) => product.name),
  };
  return (
    <Stack gap="6" minW="0">
      <DealSection title={t('overview.parameters')}>
        <ValueList
          narrow
          rows={rows(source, [
            'type',
            'deals',
            'delivery',
            'compensation',
            'tier',
            'category',
            'format',
            'duration',
            'rights',
            'rawFootage',
            'extraHooks',
            'tags',
            'ages',
            'genders',
            'ethnicities',
            'revisions',
          ])}
        />
      </DealSection>
      <DealSection title={t('overview.links')}>
        {campaign.resource_links.length === 0 ? (
          <Text color="fg.muted">{t('overview.noLinks')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2">
            {campaign.resource_links.map((link) => (
              <li key={link}>
                <ExternalLink href={link}>{link}</ExternalLink>
              </li>
            ))}
          </Stack>
        )}
      </DealSection>
      <CampaignActivity events={campaign.events} />
    </Stack>
  );
}

/** What the page shows of a campaign's deals and content, composed by the route layer. */
export type CampaignSections = (campaignId: string) => ReactNode;

function Overview({
  view,
  productId,
  sections,
}: {
  view: CampaignProductsView;
  productId: string;
  sections: CampaignSections;
}) {
  const { t } = useTranslation('campaigns');
  const { campaign } = view;
  const product = view.products.find((item) => item.id === productId);
  // A product of another campaign (or none) is not this page's.
  if (!product) return <NotFound variant="app" />;
  return (
    <Stack gap="6">
      <CampaignTitle
        campaign={campaign}
        back={{
          to: paths.campaign(campaign.id),
          label: t('overview.back', { name: campaign.name }),
        }}
      />
      <ProductPanel product={product} />
      <DiscoveryCallout campaign={campaign} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 24rem' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          <DealSection title={t('overview.brief')}>
            <Text whiteSpace="pre-line" overflowWrap="anywhere">
              {campaign.content_brief}
            </Text>
          </DealSection>
          {sections(campaign.id)}
        </Stack>
        <CampaignParameters campaign={campaign} />
      </Grid>
    </Stack>
  );
}

/**
 * CampaignOverview (`/campaign/{campaignId}/product/{productId}`): the campaign as seen for
 * one of its products: the product, the brief, the parameters and resource links, the
 * campaign's deals (every deal covers all its products) and the content received, and
 * the way to creators while deals are unfilled. A product the campaign does not have, or
 * another company's campaign, is the app's not-found page. The deals and the content are
 * other features' sections: src/pages/CampaignOverviewPage.tsx passes them in.
 */
export default function CampaignOverview({ sections }: { sections: CampaignSections }) {
  const { campaignId = '', productId = '' } = useParams();
  return (
    <CampaignPageFrame campaignId={campaignId}>
      {(view) => <Overview view={view} productId={productId} sections={sections} />}
    </CampaignPageFrame>
  );
}
