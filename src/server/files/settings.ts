import type { Store } from '#server/store/db';
import { DatabaseFileStore } from './database-file-store';
import { DataDirFileStore, type FileStore } from './file-store';

/** The file store that goes with a store: the data folder for the embedded one, the database for PostgreSQL. */
export function fileStoreFor(store: Store, dataDir: string): FileStore {
  return store.kind === 'postgres' ? new DatabaseFileStore(store) : new DataDirFileStore(dataDir);
}

/** Where files are kept, and the origin that makes their stored URLs absolute (domain/file-urls.ts). */
export interface FileSettings {
  fileStore: FileStore;
  /** PUBLIC_URL, an origin: relative file URLs resolve against it, and old absolute ones of this gateway start with it */
  publicUrl: string;
}

/** The file settings of a gateway on `store` with this DATA_DIR and PUBLIC_URL. */
export const fileSettings = (store: Store, dataDir: string, publicUrl: string): FileSettings => ({ fileStore: fileStoreFor(store, dataDir), publicUrl });
