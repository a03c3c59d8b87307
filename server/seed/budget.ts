/** How many actions the simulator may still take: `--count`, shared by its two halves. */
export interface ActionBudget {
  /** True once every allowed action was taken (never, without a count). */
  spent(): boolean;
  /** Counts one action taken. */
  spend(): void;
  /** Actions taken so far. */
  taken(): number;
}

export function actionBudget(count: number | undefined): ActionBudget {
  let taken = 0;
  return {
    spent: () => count !== undefined && taken >= count,
    spend: () => {
      taken += 1;
    },
    taken: () => taken,
  };
}
