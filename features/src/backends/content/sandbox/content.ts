import type { Localizable } from '../localizedValues';

/**
 * Builder's content JSON, as its content API returns it (the fields the shop and the SDK read). Features never import
 * the Builder SDK, so the shape is written here from Builder's documented responses.
 */
export interface BuilderElementJson {
  '@type': '@builder.io/sdk:Element';
  '@version'?: 2;
  id: string;
  /** The name the editor's layer list shows. */
  layerName?: string;
  tagName?: string;
  /** Builder's standard blocks keep more blocks in their options (columns[].blocks, items[].title, symbol.content). */
  component?: { name: string; options: Record<string, unknown> };
  /** Code strings Builder evaluates for a value, e.g. `show`, `hide`. */
  bindings?: Record<string, string>;
  children?: BuilderElementJson[];
  properties?: Record<string, Localizable<string>>;
  responsiveStyles?: {
    large?: Record<string, string>;
    medium?: Record<string, string>;
    small?: Record<string, string>;
  };
}

export interface BuilderQueryJson {
  '@type': '@builder.io/core:Query';
  property: string;
  operator: 'is';
  value: string;
}

export interface BuilderVariationJson {
  id: string;
  name: string;
  testRatio: number;
  data: BuilderContentJson['data'];
}

export interface BuilderContentJson {
  id: string;
  name: string;
  modelId: string;
  published: 'published' | 'draft' | 'archived';
  query: BuilderQueryJson[];
  data: {
    /** Localised values until the API resolves them for a request's `locale` (localizedValues.ts). */
    title: Localizable<string>;
    description?: Localizable<string>;
    url: string;
    /** A custom field of the shop's page model: the loyalty article this page is (its points are collected on it). */
    loyaltyArticleId?: string;
    blocks: BuilderElementJson[];
    inputs: unknown[];
    state: Record<string, unknown>;
  };
  variations: Record<string, BuilderVariationJson>;
  testRatio?: number;
  lastUpdated: number;
  firstPublished?: number;
  createdDate: number;
  rev: string;
  meta: { kind: 'page'; hasLinks: boolean; componentsUsed?: Record<string, number> };
}

/**
 * An entry of Builder's `symbol` model (reusable content): its blocks live in `data.blocks` like a page's; pages
 * point at it from a Symbol block's `options.symbol` (`model`, `entry`).
 */
export interface BuilderSymbolJson {
  id: string;
  name: string;
  modelId: string;
  published: 'published' | 'draft' | 'archived';
  query: BuilderQueryJson[];
  data: { blocks: BuilderElementJson[]; inputs: unknown[]; state: Record<string, unknown> };
  variations: Record<string, never>;
  lastUpdated: number;
  firstPublished?: number;
  createdDate: number;
  rev: string;
  meta: { kind: 'component'; hasLinks: boolean; componentsUsed?: Record<string, number> };
}

export interface BuilderTrackEventJson {
  type: string;
  data: {
    contentId?: string;
    variationId?: string;
    ownerId: string;
    sessionId: string;
    visitorId: string;
    userAttributes?: Record<string, unknown>;
    metadata?: Record<string, unknown>;
  };
}
