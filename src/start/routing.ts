// The table of routes (the layouts; the screens are lazy) and the tree that wraps every
// screen.
export { AppRoot } from '../app/AppRoot';
export { appRoutes } from '../router/routes';
export { listenerRouter } from '../router/listenerRouter';
export { routerReady } from '../prerender/routerReady';
export { AfterHydration } from '../prerender/AfterHydration';
export { replayEarlyInput, takeEarlyPresses } from '../prerender/earlyInput';
export { holdFrame } from '../prerender/holdFrame';
export { LoadingOverlay } from '../ui/LoadingOverlay';
