import type { ComponentType } from 'react';

import { IllustrationImage, type IllustrationName } from './illustration-image';
import type { IllustrationProps } from './illustration-svg';

/**
 * The component pages use for a drawing: inline SVG when it is its page's hero (`priority`, see
 * `IllustrationProps`), otherwise its prebuilt file, named by `name`, as an `<img>`.
 */
export function drawingOrImage<P extends IllustrationProps>(
  Drawing: ComponentType<P>,
  name: (props: P) => IllustrationName,
) {
  return function Illustration(props: P) {
    if (props.priority) return <Drawing {...props} />;
    return <IllustrationImage name={name(props)} className={props.className} title={props.title} />;
  };
}
