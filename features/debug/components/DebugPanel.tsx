import { lazy, Suspense, useEffect, useState } from 'react';
import {
  closeDebugPanel,
  isDebugEnabled,
  isDebugShortcut,
  toggleDebugPanel,
  useDebugPanelOpen,
} from '../hooks/useDebugPanel';

const DebugPanelContent = lazy(() => import('./DebugPanelContent'));

/**
 * The debug panel: the action log (filter, export) and the replay of an exported log.
 * Mount it once inside the Redux, Chakra and i18n providers. It renders nothing unless
 * debugging is enabled (development, or `?debug=1`) and it was opened with Ctrl+Shift+D
 * or `openDebugPanel()`.
 */
export function DebugPanel() {
  const [enabled] = useState(() => isDebugEnabled());
  const open = useDebugPanelOpen();

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isDebugShortcut(event)) {
        event.preventDefault();
        toggleDebugPanel();
      } else if (event.key === 'Escape') {
        closeDebugPanel();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);

  if (!enabled || !open) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanelContent />
    </Suspense>
  );
}
