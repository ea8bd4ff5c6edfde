/** The part of `@asyncapi/generator` (2.x, untyped) html-docs.ts uses. */
declare module '@asyncapi/generator' {
  export default class Generator {
    constructor(templatePath: string, targetDir: string, options?: { forceWrite?: boolean; templateParams?: Record<string, string> });
    /** Renders the template for the AsyncAPI document in the file at `path` into the target folder. */
    generateFromFile(path: string): Promise<void>;
  }
}
