import { createAction } from '@reduxjs/toolkit';

/**
 * Facts the GraphQL base query reports. It only states what happened; the features
 * decide what follows (session clears itself on 401, toasts show the catalogue's
 * messages). Keeping these in a leaf module avoids an import cycle between the base
 * query and the slices that react to it.
 */
export const apiUnauthorized = createAction('api/unauthorized');

/** `detail` is the bracketed part of the catalogue's message: the CORS text or "404". */
export const apiUnreachable = createAction<{ detail: string }>('api/unreachable');
