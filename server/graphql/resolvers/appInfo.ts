import { appInfo } from '../../appInfo';
import type { Resolvers } from '../generated/guest';

export const appInfoResolvers: Resolvers = {
  Query: {
    AppInfo: () => ({ name: appInfo.name, version: appInfo.version }),
  },
};
