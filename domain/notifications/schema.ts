import { array, object } from 'yup';
import { storableString } from '../validation';
import { NOTIFICATIONS_MARK_MAX } from './rules';

/** NotificationsMarkRead: 1 to 100 ids (ids of other companies change nothing). */
export const notificationsMarkReadSchema = object({
  ids: array(storableString().trim().required())
    .required()
    .test({
      name: 'countBetween',
      message: 'validation:notificationIdsCount',
      params: { min: 1, max: NOTIFICATIONS_MARK_MAX },
      test: (ids) => ids.length >= 1 && ids.length <= NOTIFICATIONS_MARK_MAX,
    }),
});

/** NotificationsMarkDealRead: one deal's id (another company's deal changes nothing). */
export const notificationsMarkDealReadSchema = object({
  deal_id: storableString().trim().required(),
});
