export { Panel, PanelIntro, PanelSubtitle, PanelTitle, type PanelProps, type PanelTitleProps } from './Panel';
