import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { SessionCache } from '../auth/sessionCache';

/**
 * After each mutation this server runs (and before it answers), the cached row of the
 * caller's company is forgotten; a guest mutation (sign-up, login, password reset) names no
 * company, so every cached row is. The database also announces every change to a company
 * row to every server, but on PostgreSQL that announcement arrives a moment after the
 * commit: without this, the client's next read on this same server could still see the
 * row as it was before its own change.
 */
export function forgetChangedCompany(sessions: SessionCache): Plugin {
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      const { companyId } = args.contextValue as { companyId?: number };
      return { onExecuteDone: () => sessions.companyChanged(companyId ?? null) };
    },
  };
}
