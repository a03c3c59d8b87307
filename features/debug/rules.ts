/** `ugc-desk-actions-2025-01-31T10-20-30.json`: sortable, and valid on every filesystem. */
export function actionLogFileName(date = new Date()): string {
  return `ugc-desk-actions-${date.toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
}
