import { readFileSync } from 'node:fs';

export interface AppInfo {
  name: string;
  version: string;
}

/** Name and version from package.json, read once (it cannot change while we run). */
export const appInfo: AppInfo = (() => {
  const pkg = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as Partial<AppInfo>;
  if (typeof pkg.name !== 'string' || typeof pkg.version !== 'string') {
    throw new Error('package.json needs a name and a version');
  }
  return { name: pkg.name, version: pkg.version };
})();
