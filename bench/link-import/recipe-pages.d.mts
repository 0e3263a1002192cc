/** A saved page of ../shared/data/recipe_jsonld_*.jsonl. */
export interface SamplePage {
  fixture: string;
  host: string;
  jsonld_raw: string[];
  all_blocks_parse: boolean;
}
export const DATA_FOLDER: string;
export const FIXTURE_FOLDER: string;
export function readSamples(file: string, folder?: string): SamplePage[];
export function pageOf(blocks: readonly string[]): string;
export interface ServedPages {
  /** http://host:port */
  origin: string;
  close(): Promise<void>;
}
export function servePages(options: { host?: string; samples: readonly SamplePage[]; picture: Buffer }): Promise<ServedPages>;
