import type { OpsCreator } from '../api';

/** Handles the creator declared, and how many of them an operator found true. */
export function handleCounts(creator: OpsCreator) {
  const handles = [creator.handles.instagram, creator.handles.tiktok, creator.handles.youtube];
  const declared = handles.filter((handle) => handle != null);
  return {
    count: declared.length,
    verified: declared.filter((handle) => handle.verified).length,
  };
}
