import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import type { AppDispatch } from '@/store/store';

/** A saved change, confirmed with the server's own sentence in the user's language. */
export function notifySaved(dispatch: AppDispatch, message: string | null | undefined) {
  if (message) dispatch(toastAdded({ message, type: 'success' }));
}
