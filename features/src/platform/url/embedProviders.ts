/**
 * Video players a marketer may embed in a Builder page (Builder's Embed block), by name. Only a provider's own player
 * address is ever framed, rebuilt from the video's id, so nothing of the marketer's HTML (scripts, attributes, other
 * hosts) reaches the page; the page's CSP frames exactly the configured providers' origins (`frame-src`).
 */
export const embedProviders = {
  // YouTube's privacy-enhanced player: no cookies until the shopper plays the video.
  youtube: {
    name: 'YouTube',
    origin: 'https://www.youtube-nocookie.com',
    idOf(url: URL): string | undefined {
      const host = url.hostname.replace(/^(www\.|m\.)/, '');
      if (host === 'youtu.be') return url.pathname.slice(1);
      if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
      if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
      return /^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1];
    },
    player: (id: string) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  vimeo: {
    name: 'Vimeo',
    origin: 'https://player.vimeo.com',
    idOf(url: URL): string | undefined {
      const host = url.hostname.replace(/^www\./, '');
      if (host === 'player.vimeo.com') return /^\/video\/(\d+)$/.exec(url.pathname)?.[1];
      if (host === 'vimeo.com') return /^\/(\d+)$/.exec(url.pathname)?.[1];
      return undefined;
    },
    player: (id: string) => `https://player.vimeo.com/video/${id}`,
  },
} as const;

export type EmbedProviderName = keyof typeof embedProviders;

/** The providers the shop embeds unless BUILDER_EMBED_PROVIDERS says otherwise. */
export const DEFAULT_EMBED_PROVIDERS: readonly EmbedProviderName[] = ['youtube', 'vimeo'];

export const isEmbedProviderName = (name: string): name is EmbedProviderName =>
  Object.hasOwn(embedProviders, name);

/** A video's id: letters, digits, `-` and `_` only, so it can go into a player's path as it is. */
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface EmbeddedVideo {
  provider: EmbedProviderName;
  /** The provider's player for the video, rebuilt from its id. */
  src: string;
  /** The provider's name, for the frame's accessible name when the marketer gave it none. */
  providerName: string;
}

/**
 * The player of an allowed provider for what a marketer embedded: an `<iframe src>` in the Embed's HTML, or its URL
 * (a watch or share address). Undefined for anything else: another host, another kind of address, a broken id.
 */
export function embeddedVideo(
  address: unknown,
  allowed: readonly EmbedProviderName[],
): EmbeddedVideo | undefined {
  if (typeof address !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^\/\//, 'https://'));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  for (const provider of allowed) {
    const id = embedProviders[provider].idOf(url);
    if (id && VIDEO_ID.test(id))
      return {
        provider,
        src: embedProviders[provider].player(id),
        providerName: embedProviders[provider].name,
      };
  }
  return undefined;
}
