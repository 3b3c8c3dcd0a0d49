/**
 * Writes the prerendered pages (server/prerendered-pages.ts) after `vite build`,
 * each as a whole document (server/page-document.ts). vite.config.ts calls it
 * once the client and the server bundle are built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPageDocument } from '../server/page-document.ts';
import {
  PRERENDERED_PATHS,
  prerenderedFile,
  type RenderedPage,
} from '../common/prerendered-pages.ts';

export async function prerenderPages(outDir: string, serverEntry: string): Promise<string[]> {
  const { render } = (await import(pathToFileURL(serverEntry).href)) as {
    render: (url: string) => Promise<RenderedPage>;
  };
  const toDocument = createPageDocument(outDir);
  const written: string[] = [];
  for (const pathname of PRERENDERED_PATHS) {
    let page: string;
    try {
      page = toDocument(await render(pathname));
    } catch (error) {
      throw new Error(`Prerendering ${pathname} failed`, { cause: error });
    }
    const file = path.join(outDir, prerenderedFile(pathname));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
    written.push(file);
  }
  return written;
}
