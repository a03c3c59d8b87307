import { useTranslation } from 'react-i18next';
import type { CreatorNextStep } from '@/domain/deals/creatorSteps';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';

/** The steps whose text names the due date ("Upload your content by …"). */
const DATED: ReadonlySet<CreatorNextStep> = new Set(['upload', 'revise', 'reupload']);

/** What the creator does next, in words, with the due date where the step has one. */
export function useNextStepText() {
  const { t } = useTranslation('creatorDeals');
  const format = useDealFormats();
  return (step: CreatorNextStep, dueAt: string | null | undefined): string => {
    if (!DATED.has(step)) return t(`next.${step}` as 'next.buy');
    const key = step as 'upload' | 'revise' | 'reupload';
    return dueAt ? t(`next.${key}`, { date: format.dateTime(dueAt) }) : t(`next.${key}NoDate`);
  };
}
