import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { POST_URL_MAX } from '@/domain/deals/rules';
import { reportPostSchema } from '@/domain/deals/schema';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useCreatorDealReportPostMutation } from '../api';
import { useCreatorDealToast } from '../hooks/useCreatorDealToast';

interface PostValues {
  post_url?: string;
}

/** Social media: the published post's http(s) link ends the deal. */
export function PostForm({ dealId }: { dealId: string }) {
  const { t } = useTranslation('creatorDeals');
  const toast = useCreatorDealToast();
  const [report] = useCreatorDealReportPostMutation();

  const onSubmit = async (values: PostValues) => {
    const input = reportPostSchema.validateSync(values);
    const result = await report({ id: dealId, ...input });
    if (result.error) return submissionErrorsOf(result.error, ['post_url']);
    toast('post.done');
    return undefined;
  };

  return (
    <DealSection title={t('post.title')}>
      <Text color="fg.muted">{t('post.intro')}</Text>
      <ValidatedForm<PostValues>
        schema={reportPostSchema}
        onSubmit={onSubmit}
        initialValues={{ post_url: '' }}
        aria-label={t('post.title')}
      >
        <TextField
          name="post_url"
          label={t('post.link')}
          type="url"
          inputMode="url"
          maxLength={POST_URL_MAX}
          autoComplete="off"
          spellCheck={false}
        />
        <FormError />
        <SubmitButton size="md" alignSelf="start">
          {t('post.submit')}
        </SubmitButton>
      </ValidatedForm>
    </DealSection>
  );
}
