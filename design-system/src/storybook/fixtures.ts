/**
 * Artwork for stories: self-made SVGs as data URLs, so stories need no network and screenshots stay stable.
 * `srcFor` returns the same drawing at each width, as an image service would.
 */
import type { ImageSource } from '../components/Image';

function svgUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A flavour pack: a rounded box with a band in the flavour's colours, floating on a soft shadow. */
export function packArt(tone: string, band: string, width = 800): string {
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9e4dc"/></linearGradient>
    <linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tone}"/><stop offset="1" stop-color="${band}"/></linearGradient>
    <radialGradient id="s" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <ellipse cx="200" cy="338" rx="110" ry="16" fill="url(#s)"/>
  <rect x="128" y="62" width="144" height="268" rx="18" fill="url(#g)"/>
  <rect x="128" y="176" width="144" height="74" fill="url(#b)"/>
  <rect x="128" y="62" width="144" height="268" rx="18" fill="none" stroke="#000" stroke-opacity=".08"/>
  <circle cx="200" cy="120" r="18" fill="none" stroke="${tone}" stroke-width="3"/>
  <rect x="160" y="276" width="80" height="6" rx="3" fill="#1a1a1a" fill-opacity=".18"/>
</svg>`);
}

/** A landscape scene with bright areas, to show that text over pictures stays readable. */
export function sceneArt(sky: string, ground: string, width = 1200): string {
  return svgUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 0.75)}" viewBox="0 0 800 600">
  <defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff8ee"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#k)"/>
  <circle cx="600" cy="170" r="80" fill="#fff" fill-opacity=".85"/>
  <path d="M0 420 C160 340 300 380 420 420 S680 470 800 400 V600 H0Z" fill="${ground}"/>
  <path d="M0 500 C200 450 420 520 800 470 V600 H0Z" fill="#ffffff" fill-opacity=".55"/>
</svg>`);
}

export const flavourPacks = {
  amber: {
    src: packArt('#c8741c', '#f2b35a'),
    srcFor: (width: number) => packArt('#c8741c', '#f2b35a', width),
    alt: 'Amber Reserve pack',
  },
  teal: {
    src: packArt('#0e6b64', '#7fd3c6'),
    srcFor: (width: number) => packArt('#0e6b64', '#7fd3c6', width),
    alt: 'Teal Mint pack',
  },
  ruby: {
    src: packArt('#9d1c46', '#ef8fab'),
    srcFor: (width: number) => packArt('#9d1c46', '#ef8fab', width),
    alt: 'Ruby Berry pack',
  },
} satisfies Record<string, ImageSource>;

export const scenes = {
  meadow: {
    src: sceneArt('#cfe9f7', '#7fbf86'),
    srcFor: (width: number) => sceneArt('#cfe9f7', '#7fbf86', width),
    alt: 'A sunlit meadow',
  },
} satisfies Record<string, ImageSource>;

/** An address that never answers with an image, for the fallback states. */
export const brokenImage: ImageSource = {
  src: '/design-system-missing-image.jpg',
  alt: 'Missing product picture',
};

export const longTitle =
  'Amber Reserve Limited Edition with Toasted Cedar, Honeyed Tobacco Leaf and a Slow Dried-Fruit Finish';
export const longDescription =
  '<p>A deep, <strong>slow-roasted</strong> blend with notes of toasted cedar, honey and dried apricot. ' +
  'Layered and lingering, it opens warm and settles into a velvety, rounded finish that stays with you long after ' +
  'the last draw. Crafted in small batches from leaves selected for their natural sweetness.</p>';

export const hostileDescription =
  '<p>Smooth and <em>bright</em>.</p><img src=x onerror=alert(1)><script>alert(2)</script>';
