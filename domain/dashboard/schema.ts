import { number, object } from 'yup';
import { SPEND_WEEKS_DEFAULT, SPEND_WEEKS_MAX } from './rules';

/** DashboardSpend(weeks): 1 to 52 whole weeks, 12 when not given. */
export const dashboardSpendSchema = object({
  weeks: number()
    .default(SPEND_WEEKS_DEFAULT)
    .test({
      name: 'weeksBetween',
      message: 'validation:dashboardWeeksRange',
      params: { min: 1, max: SPEND_WEEKS_MAX },
      test: (weeks) => Number.isInteger(weeks) && weeks >= 1 && weeks <= SPEND_WEEKS_MAX,
    }),
});
