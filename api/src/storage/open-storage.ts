import type { Config } from '../config.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { createS3Client, S3Storage } from './s3-storage.js';
import type { StoragePort } from './storage-port.js';

/**
 * The configured file storage: an S3-compatible bucket when S3_BUCKET is set (issue 21: every
 * replica serves every file), else the local folder ($DATA_DIR/files, one process).
 */
export function openStorage(config: Config): StoragePort {
  if (config.objectStorage) {
    return new S3Storage(createS3Client(config.objectStorage), config.objectStorage.bucket);
  }
  return new LocalFolderStorage(config.filesDir);
}
