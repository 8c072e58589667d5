import fs from 'node:fs/promises';
import path from 'node:path';

/** Where files (photos, attachments, imports) live: a local folder now, an object store later. */
export interface Storage {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ content: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

function assertSafe(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Chave de arquivo inválida: ${key}`);
}

/** Files in a folder (DATA_DIR/uploads by default), each with its content type beside it. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, key);
  return {
    async put(key, content, contentType) {
      assertSafe(key);
      await fs.mkdir(path.dirname(fileOf(key)), { recursive: true });
      await fs.writeFile(fileOf(key), content);
      await fs.writeFile(`${fileOf(key)}.type`, contentType);
    },
    async get(key) {
      assertSafe(key);
      try {
        const [content, contentType] = await Promise.all([
          fs.readFile(fileOf(key)),
          fs.readFile(`${fileOf(key)}.type`, 'utf8'),
        ]);
        return { content, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafe(key);
      await fs.rm(fileOf(key), { force: true });
      await fs.rm(`${fileOf(key)}.type`, { force: true });
    },
  };
}
