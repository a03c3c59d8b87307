// The store (with the listeners every page needs) and redux-persist.
export { persistStore } from 'redux-persist';
export { PersistGate } from 'redux-persist/integration/react';
export { makeCoreStore } from '@/store/coreStore';
export { toastsAwaitScreen } from '@/src/entities/toasts/toastsSlice';
