import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRO_MIN_ACCEPTED_DEALS } from '@/domain/ops/rules';
import { ReasonDialog } from '@/src/entities/ops/ReasonDialog';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import {
  useOpsCreatorSetTierMutation,
  useOpsCreatorSuspendMutation,
  type OpsCreator,
} from '../api';
import { useCreatorToast } from '../hooks/useCreatorToast';

type CreatorMove = 'pro' | 'basic' | 'suspend' | 'unsuspend';

/**
 * The tier (pro only when the tier rule allows it, basic always) and the suspension, each
 * asked with a reason the audit log keeps (docs/product.md#operator-console).
 */
export function CreatorActions({ creator }: { creator: OpsCreator }) {
  const { t } = useTranslation('opsCreators');
  const toast = useCreatorToast();
  const [setTier] = useOpsCreatorSetTierMutation();
  const [suspend] = useOpsCreatorSuspendMutation();
  const [move, setMove] = useState<CreatorMove | null>(null);
  const nextTier = creator.tier === 'pro' ? 'basic' : 'pro';
  const proRefused = nextTier === 'pro' && !creator.may_be_pro;
  const suspension = creator.suspended ? 'unsuspend' : 'suspend';

  const onConfirm = async (reason: string) => {
    if (move === null) return undefined;
    const result =
      move === 'pro' || move === 'basic'
        ? await setTier({ id: creator.id, tier: move, reason })
        : await suspend({ id: creator.id, suspended: move === 'suspend', reason });
    if (result.error) return submissionErrorsOf(result.error, ['reason']);
    toast(move === 'pro' || move === 'basic' ? 'tierSet' : `${move}ed`);
    return undefined;
  };

  return (
    <Stack as="section" aria-labelledby="ops-creator-actions" gap="4">
      <Heading as="h2" size="md" id="ops-creator-actions">
        {t('actions.title')}
      </Heading>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button
          variant="outline"
          colorPalette="brand"
          disabled={proRefused}
          aria-describedby={proRefused ? 'ops-pro-rule' : undefined}
          onClick={() => setMove(nextTier)}
        >
          {t(`actions.${nextTier}`)}
        </Button>
        <Button
          variant="outline"
          colorPalette={creator.suspended ? 'brand' : 'red'}
          onClick={() => setMove(suspension)}
        >
          {t(`actions.${suspension}`)}
        </Button>
      </Flex>
      {proRefused && (
        <Text id="ops-pro-rule" fontSize="sm" color="fg.muted">
          {t('actions.proRule', { count: PRO_MIN_ACCEPTED_DEALS })}
        </Text>
      )}
      {move !== null && (
        <ReasonDialog
          open
          onClose={() => setMove(null)}
          texts={{
            title: t(`actions.${move}Title`, { name: creator.name }),
            submit: t(`actions.${move}`),
            cancel: t('dialog.cancel'),
            reasonLabel: t('dialog.reason'),
            reasonHint: t('dialog.reasonInternal'),
          }}
          onConfirm={onConfirm}
        >
          <Text color="fg.muted">{t(`actions.${move}Body`)}</Text>
        </ReasonDialog>
      )}
    </Stack>
  );
}
