import { describe, expect, it } from 'vitest';
import { configFromEnv, configProblems } from '../config';
import { embeddedVideo } from './embedProviders';

const both = ['youtube', 'vimeo'] as const;

describe("embed providers: only an allowed provider's player, rebuilt from the video id", () => {
  it('embeds: YouTube embed, watch and share addresses become its privacy-enhanced player', () => {
    for (const address of [
      'https://www.youtube.com/embed/aqz-KE-bpKQ?si=abc&autoplay=1',
      'https://youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      '//www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ])
      expect(embeddedVideo(address, both)?.src, address).toBe(
        'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      );
  });

  it('embeds: Vimeo player and page addresses become its player', () => {
    expect(embeddedVideo('https://player.vimeo.com/video/76979871?h=x', both)?.src).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embeddedVideo('https://vimeo.com/76979871', both)?.src).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('embeds: other hosts, lookalikes, other schemes, broken ids and providers not allowed give nothing', () => {
    for (const address of [
      'https://widgets.example/poll',
      'https://youtube.com.evil.example/embed/abc',
      'https://evil.example/?https://www.youtube.com/embed/abc',
      'javascript:alert(1)//youtube.com/embed/abc',
      'https://www.youtube.com/embed/abc"onload="x',
      'https://www.youtube.com/embed/../../evil',
      'https://vimeo.com/channels/staffpicks',
      42,
    ])
      expect(embeddedVideo(address, both), String(address)).toBeUndefined();
    expect(embeddedVideo('https://vimeo.com/76979871', ['youtube'])).toBeUndefined();
  });

  it('embeds: BUILDER_EMBED_PROVIDERS lists the allowed providers (YouTube and Vimeo when unset, none with "none")', () => {
    expect(configFromEnv({}).builder.embedProviders).toEqual(['youtube', 'vimeo']);
    expect(configFromEnv({ BUILDER_EMBED_PROVIDERS: ' Vimeo ' }).builder.embedProviders).toEqual(['vimeo']);
    expect(configFromEnv({ BUILDER_EMBED_PROVIDERS: 'none' }).builder.embedProviders).toEqual([]);
    expect(configProblems({ BUILDER_EMBED_PROVIDERS: 'youtube,dailymotion' }).join()).toContain(
      'BUILDER_EMBED_PROVIDERS must list youtube, vimeo',
    );
    expect(configProblems({ BUILDER_EMBED_PROVIDERS: 'youtube, vimeo' })).toEqual([]);
  });
});
