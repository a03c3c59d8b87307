/** Storage keys of uploaded images, shared by every ImageStorage implementation. */

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** True for a key or prefix made of safe segments (no `..`, no absolute path, no dots). */
export function isSafeKey(key: string): boolean {
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** A company's folder: deleting the company deletes everything under it. */
export function companyPrefix(companyId: number): string {
  return String(companyId);
}

export function imageKey(companyId: number, imageId: string): string {
  return `${companyPrefix(companyId)}/${imageId}`;
}
