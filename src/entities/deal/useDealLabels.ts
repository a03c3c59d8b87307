import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUS_LABEL_KEYS, type ContentStatus } from '@/domain/content/rules';
import type { DeliveryType } from '@/domain/campaigns/rules';
import {
  dealDeliveryLabelKey,
  dealStatusLabelKey,
  type Carrier,
  type DealAction,
  type DealActor,
  type DealDelivery,
  type DealStatus,
} from '@/domain/deals/rules';

export interface DealLabels {
  /** Of a deal of `deliveryType`; without one, a label true of deals of both types. */
  status: (status: DealStatus, deliveryType?: DeliveryType) => string;
  delivery: (delivery: DealDelivery, deliveryType?: DeliveryType) => string;
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
      status: (status, deliveryType) => byKey(dealStatusLabelKey(status, deliveryType)),
      delivery: (delivery, deliveryType) => byKey(dealDeliveryLabelKey(delivery, deliveryType)),
      content: (status) => byKey(CONTENT_STATUS_LABEL_KEYS[status]),
      action: (action) => t(`deals:action.${action}`),
      actor: (actor) => t(`deals:actor.${actor}`),
      carrier: (carrier) => t(`deals:carrier.${carrier}`),
    };
  }, [t]);
}
