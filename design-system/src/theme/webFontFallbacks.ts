import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { webFontFamily } from './webFont';

/**
 * Fallback faces sized to Inter's metrics (Capsize computes the overrides): text set in them takes the same space as
 * in Inter, so the swap to the web font moves nothing. Arial covers desktops and iOS, Roboto Android; Liberation
 * Sans shares Arial's metrics and stands in for it on Linux. Build-time only (webFont.css.ts registers the faces):
 * none of this ships as JavaScript.
 */
export const interFontStack = createFontStack([{ ...inter, familyName: webFontFamily }, arial, roboto], {
  fontFaceFormat: 'styleObject',
});

export const fallbackFaces = interFontStack.fontFaces.map(({ '@font-face': face }) => ({
  ...face,
  src: face.src?.includes("local('Arial')")
    ? `${face.src}, local('Liberation Sans'), local('LiberationSans')`
    : face.src,
}));
