import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/src/entities/ops/ReasonDialog';
import { OpsMoment } from '@/src/entities/ops/OpsMoment';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { useOpsImpersonateMutation, type OpsCompanyRow } from '../api';
import { useCompanyToast } from '../hooks/useCompanyToast';

/**
 * A link that opens the company's own session for an hour, asked with a reason the
 * company reads in its notification centre (docs/product.md#operator-console). The link
 * opens in a new tab, so the console stays open; it is shown once, here.
 */
export function ImpersonateAction({ company }: { company: OpsCompanyRow }) {
  const { t } = useTranslation('opsCompanies');
  const toast = useCompanyToast();
  const [impersonate] = useOpsImpersonateMutation();
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<{ url: string; expires_at: string } | null>(null);

  const onConfirm = async (reason: string) => {
    const result = await impersonate({ company_id: company.id, reason });
    if (result.error) return submissionErrorsOf(result.error, ['reason']);
    setLink(result.data);
    toast('impersonationReady');
    return undefined;
  };

  return (
    <Stack gap="3">
      <Button
        variant="outline"
        colorPalette="brand"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        disabled={company.deleted}
        onClick={() => setAsking(true)}
      >
        {t('impersonate.open')}
      </Button>
      {link && (
        <Alert.Root status="info" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Stack gap="1" minW="0">
            <Alert.Title>{t('impersonate.ready')}</Alert.Title>
            <Alert.Description>
              <Link
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                overflowWrap="anywhere"
              >
                {link.url}
              </Link>
              <Text as="span" display="block" fontSize="sm" color="fg.muted">
                {t('impersonate.expires')}
              </Text>
              <OpsMoment at={link.expires_at} />
            </Alert.Description>
          </Stack>
        </Alert.Root>
      )}
      <ReasonDialog
        open={asking}
        onClose={() => setAsking(false)}
        texts={{
          title: t('impersonate.title', { name: company.name }),
          submit: t('impersonate.confirm'),
          cancel: t('dialog.cancel'),
          reasonLabel: t('dialog.reason'),
          reasonHint: t('impersonate.reasonHint'),
        }}
        onConfirm={onConfirm}
      >
        <Text color="fg.muted">{t('impersonate.body')}</Text>
      </ReasonDialog>
    </Stack>
  );
}
