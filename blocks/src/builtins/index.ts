import type { ContentBlock } from '../defineBlock';
import { accordionBuiltIn } from './Accordion';
import { buttonBuiltIn } from './Button';
import { columnsBuiltIn } from './Columns';
import type { BuiltIn } from './defineBuiltIn';
import { formBuiltIns } from './Form';
import { fragmentBuiltIn } from './Fragment';
import { imageBuiltIn } from './Image';
import { sectionBuiltIn } from './Section';
import { symbolBuiltIn } from './Symbol';
import { tabsBuiltIn } from './Tabs';
import { textBuiltIn } from './Text';
import { customCodeBuiltIn, embedBuiltIn } from './ThirdParty';
import { videoBuiltIn } from './Video';

export type { BuiltIn, BuiltInMedia } from './defineBuiltIn';

/** Builder's standard blocks as the live renderer draws them (a Box is a plain element and needs none). */
export const builtIns: readonly BuiltIn[] = [
  textBuiltIn,
  imageBuiltIn,
  columnsBuiltIn,
  sectionBuiltIn,
  buttonBuiltIn,
  fragmentBuiltIn,
  videoBuiltIn,
  symbolBuiltIn,
  accordionBuiltIn,
  tabsBuiltIn,
  embedBuiltIn,
  customCodeBuiltIn,
  ...formBuiltIns,
];

const builtInsByName = new Map(builtIns.map((builtIn) => [builtIn.name, builtIn]));

export const builtInNamed = (name: string): BuiltIn | undefined => builtInsByName.get(name);

/** Every block inside one: its children and the block lists a built-in keeps in its options. */
export function innerBlocks(block: ContentBlock): ContentBlock[] {
  const name = block.component?.name;
  const builtIn = name ? builtInsByName.get(name) : undefined;
  const nested = builtIn ? builtIn.nested(block.component?.options ?? {}).flat() : [];
  return [...(block.children ?? []), ...nested];
}
