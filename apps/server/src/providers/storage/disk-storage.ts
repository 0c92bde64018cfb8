import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  assertStorageKey,
  contentTypeOfKey,
  type ObjectStorage,
  type StoredObject,
} from './object-storage';

/**
 * Files under `<root>/<key>`, written to a temporary name first and renamed, so a reader
 * never sees half a file. The content type follows from the key's extension, which the
 * server chose after checking the bytes.
 */
export function diskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    kind: 'disk',
    async put(key: string, object: StoredObject) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, object.bytes);
      await rename(temporary, path);
    },
    async get(key: string) {
      try {
        return { bytes: await readFile(pathOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },
  };
}
