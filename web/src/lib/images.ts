import { IMAGE_WIDTHS } from '@lakbay/contracts';

/** Where the platform serves uploaded pictures; only these have smaller copies (GET /files/{name}?w=). */
const FILES_PATH = '/api/v2/files/';

export interface SizedImage {
  src: string;
  /** 1x and 2x copies; undefined when the picture has no copies or only one is wanted. */
  srcSet: string | undefined;
}

/** The smallest served width that covers `pixels`, or the largest there is. */
function widthFor(pixels: number): number {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/**
 * An uploaded picture at the size it is drawn: `?w=` copies for 1x and (when `sharp`) 2x screens,
 * instead of the original (up to 2 MB behind a 64 px circle). Pictures from elsewhere (a Google
 * account's photo, a partner's logo) are left as they are.
 */
export function imageVariants(src: string, size: number, { sharp = true }: { sharp?: boolean } = {}): SizedImage {
  let url: URL;
  try {
    url = new URL(src, window.location.origin);
  } catch {
    return { src, srcSet: undefined };
  }
  if (!url.pathname.startsWith(FILES_PATH) || url.search !== '') {
    return { src, srcSet: undefined };
  }
  const at = (width: number) => `${src}?w=${width}`;
  const one = widthFor(size);
  const two = widthFor(size * 2);
  return { src: at(one), srcSet: sharp && two !== one ? `${at(one)} 1x, ${at(two)} 2x` : undefined };
}
