/** `npm run dev`'s server on a copy of the fixture content, as the editor's tests drive it. */
import fs from 'node:fs';
import path from 'node:path';
import { spawnServer, type ChildServer } from '../support/childServer';
import { copyContent, type ContentFixture } from '../support/contentFixture';

export interface DevEditor {
  content: ContentFixture;
  server: ChildServer;
  /** A file of the content copy as it is now, such as `team/jordan-lee.mdx`. */
  read(file: string): string;
  stop(): Promise<void>;
}

export async function startDevEditor(): Promise<DevEditor> {
  const content = copyContent();
  const dataDir = `${content.dir}-data`;
  const server = spawnServer({ CONTENT_DIR: content.dir, DATA_DIR: dataDir }, { script: 'server/dev.ts' });
  await server.ready;
  return {
    content,
    server,
    read: (file) => fs.readFileSync(path.join(content.dir, file), 'utf8'),
    async stop() {
      await server.stop();
      content.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
