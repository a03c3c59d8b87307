import { useTranslation } from 'react-i18next';
import type { DocumentPageTexts } from '@/src/ui/DocumentPage';

/** The licence pages' words around the document (the brand's and the creator's alike). */
export function useLicencePageTexts(): DocumentPageTexts {
  const { t } = useTranslation('licences');
  return {
    back: t('back'),
    print: t('print'),
    notFoundTitle: t('notFoundTitle'),
    notFoundBody: t('notFoundBody'),
    loadError: t('loadError'),
    loadErrorHint: t('loadErrorHint'),
  };
}
