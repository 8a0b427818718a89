import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { webFontFamily, webFontReadyAttribute, webFontVariable } from './webFont';
import { fallbackFaces } from './webFontFallbacks';

for (const { fontFamily, ...face } of fallbackFaces) globalFontFace(fontFamily, face);

globalStyle(`html[${webFontReadyAttribute}="ready"]`, { vars: { [webFontVariable]: `'${webFontFamily}'` } });
