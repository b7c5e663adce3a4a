import type { ReactNode } from 'react';

import {
  FloorShadow,
  IllustrationSvg,
  ScreenGradient,
  type IllustrationProps,
} from '@/components/illustrations/illustration-svg';

type SceneSvgProps = IllustrationProps & {
  viewBox?: string;
  /** The id of the screen's gradient (`useSvgIds`), defined here for the scene to paint with. */
  screenId: string;
  /** A whiteboard's paper-white screen instead of the night-blue one. */
  light?: boolean;
  /** The scene's other gradients and patterns. */
  defs?: ReactNode;
  /** The floor shadow under the object, drawn before (beneath) everything else. */
  shadow: { cx: number; cy: number; rx: number };
  children: ReactNode;
};

/** The frame of a drawing of a screen: the `<svg>`, the screen's gradient, the floor shadow. */
export function SceneSvg({
  className,
  title,
  viewBox = '0 0 640 440',
  screenId,
  light,
  defs,
  shadow,
  children,
}: SceneSvgProps) {
  return (
    <IllustrationSvg viewBox={viewBox} className={className} title={title}>
      <defs>
        <ScreenGradient id={screenId} light={light} />
        {defs}
      </defs>
      <FloorShadow {...shadow} />
      {children}
    </IllustrationSvg>
  );
}
