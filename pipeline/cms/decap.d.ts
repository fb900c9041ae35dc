/* The part of Decap CMS's API the web editor uses (decap-cms-app ships no types). */
declare module 'decap-cms-app' {
  type Handler = (data: { entry: never }) => unknown;
  const CMS: {
    init(options: { config: unknown }): void;
    registerEventListener(listener: { name: 'preSave' | 'postSave'; handler: Handler }): void;
    registerPreviewStyle(href: string): void;
    registerLocale(name: string, phrases: object): void;
    getWidget(
      name: string,
    ):
      | { control: new (...args: never[]) => object; preview?: unknown; schema?: unknown }
      | undefined;
    registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
    registerPreviewTemplate(collection: string, component: (props: never) => unknown): void;
    registerCustomFormat(
      name: string,
      extension: string,
      format: { fromFile(text: string): unknown; toFile(data: unknown): string },
    ): void;
  };
  export default CMS;
}

/* The editor's right-to-left stylesheet, pipeline/cms/editor-rtl.css, as text (pipeline/cms/build-admin.ts). */
declare const EDITOR_RTL_CSS: string;
