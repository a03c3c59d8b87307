import { array, object } from 'yup';
import { oneOf, storableString } from '../validation';
import { MUTABLE_NOTICE_KINDS, NOTIFICATIONS_MARK_MAX } from './rules';

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

/** NotificationSettingsUpdate: the kinds to mute (every kind at most once; none unmutes all). */
export const notificationSettingsSchema = object({
  muted_kinds: array(oneOf(MUTABLE_NOTICE_KINDS, 'validation:notificationKindInvalid').required())
    .required()
    .max(MUTABLE_NOTICE_KINDS.length, 'validation:notificationKindInvalid'),
});
