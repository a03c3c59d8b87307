import type { ReactNode, SVGProps } from 'react';

/** The content screens' few extra line icons, drawn like src/ui/icons.tsx's (24×24, 1em). */
function icon(shapes: ReactNode) {
  return function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />);
export const PlayIcon = icon(<path d="M7 5v14l12-7z" />);
export const DownloadIcon = icon(<path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />);
export const PinIcon = icon(
  <path d="M12 21s-6-5.3-6-10a6 6 0 0 1 12 0c0 4.7-6 10-6 10zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />,
);
