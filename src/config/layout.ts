/** Below this width a top bar with a drawer replaces the sidebar (docs/product.md#navigation). */
export const MOBILE_BREAKPOINT_PX = 1024;

/** Matches viewports narrower than the breakpoint (sub-pixel safe). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export const SIDEBAR_WIDTH = { expanded: '256px', collapsed: '72px' } as const;
