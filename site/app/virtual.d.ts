/** The stylesheets of each lazily loaded widget module, from the client build (site/lazyWidgetStyles.ts). */
declare module 'virtual:lazy-widget-styles' {
  export const lazyWidgetStyles: Readonly<Record<string, readonly string[]>>;
}
