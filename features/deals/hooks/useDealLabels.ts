import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUS_LABEL_KEYS, type ContentStatus } from '@/features/content/rules';
import {
  DEAL_DELIVERY_LABEL_KEYS,
  DEAL_STATUS_LABEL_KEYS,
  type Carrier,
  type DealAction,
  type DealActor,
  type DealDelivery,
  type DealStatus,
} from '../rules';

export interface DealLabels {
  status: (status: DealStatus) => string;
  delivery: (delivery: DealDelivery) => string;
  content: (status: ContentStatus) => string;
  action: (action: DealAction) => string;
  actor: (actor: DealActor) => string;
  carrier: (carrier: Carrier) => string;
}

/**
 * The spec's labels of a deal in the reader's language: statuses and deliveries through the
 * keys the shared rules name (one table for the screens and the server's messages).
 */
export function useDealLabels(): DealLabels {
  const { t } = useTranslation(['deals', 'content']);
  return useMemo(() => {
    // The rules' keys are plain strings (the server reads them too); the locale tests
    // check that every one of them exists in both languages.
    const byKey = (key: string) => t(key as 'deals:status.completed');
    return {
      status: (status) => byKey(DEAL_STATUS_LABEL_KEYS[status]),
      delivery: (delivery) => byKey(DEAL_DELIVERY_LABEL_KEYS[delivery]),
      content: (status) => byKey(CONTENT_STATUS_LABEL_KEYS[status]),
      action: (action) => t(`deals:action.${action}`),
      actor: (actor) => t(`deals:actor.${actor}`),
      carrier: (carrier) => t(`deals:carrier.${carrier}`),
    };
  }, [t]);
}
