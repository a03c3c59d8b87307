/** The operator console's form rules, one set for the console and the API. */
import { object } from 'yup';
import { requiredLength, storableString } from '../validation';
import { OPS_REASON_MAX, OPS_REASON_MIN } from './rules';

/** The reason every operator action is recorded with. */
export const opsReasonSchema = requiredLength(
  storableString().trim(),
  OPS_REASON_MIN,
  OPS_REASON_MAX,
  'validation:opsReasonLength',
);

export const opsReasonFormSchema = object({ reason: opsReasonSchema });
