import type { Config } from '../config.js';
import { apiText } from '../error-text.js';
import { inputError } from '../http-error.js';
import { formatBytes, type ReceivedFile } from './receive-uploads.js';

/** What one contact stores of one kind: how many files, how many bytes. */
export interface StorageUsage {
  files: number;
  bytes: number;
}

/**
 * A per-contact quota on stored files: at most `maxFiles` files (409) and `maxBytes` bytes (413).
 * Checked twice: as the parts arrive (`whileReceiving`, an early answer that stops the upload at
 * the quota) and again when the rows are written, under a lock on the contact row (`check`), so
 * parallel uploads cannot pass it together.
 */
export function storageQuota(
  what: 'documents' | 'product files',
  limits: { maxFiles: number; maxBytes: number },
) {
  const bytesMessage = (used: number) =>
    what === 'documents'
      ? apiText('documentStorageFull', formatBytes(limits.maxBytes), formatBytes(used))
      : apiText('productFileStorageFull', formatBytes(limits.maxBytes), formatBytes(used));
  const tooMany = (field: string) =>
    inputError(
      409,
      field,
      what === 'documents'
        ? apiText('tooManyDocuments', limits.maxFiles)
        : apiText('tooManyProductFiles', limits.maxFiles),
    );
  return {
    /** receiveUploads' ceiling on this request's bytes, and its count check before each file. */
    whileReceiving(usage: StorageUsage) {
      return {
        maxTotalBytes: { bytes: limits.maxBytes - usage.bytes, message: bytesMessage(usage.bytes) },
        /** Before a file: `freeing` is how many of the request's files replace a stored one. */
        checkCount(field: string, received: readonly ReceivedFile[], freeing = 0) {
          if (usage.files + received.length + 1 - freeing > limits.maxFiles) throw tooMany(field);
        },
      };
    },
    /** Under the contact lock: the usage now, plus the files of this request. */
    check(usage: StorageUsage, files: ReadonlyArray<Pick<ReceivedFile, 'field' | 'size'>>) {
      const field = files[0]?.field ?? 'file';
      const bytes = files.reduce((total, f) => total + f.size, 0);
      if (usage.files + files.length > limits.maxFiles) throw tooMany(field);
      if (usage.bytes + bytes > limits.maxBytes) {
        throw inputError(413, field, bytesMessage(usage.bytes));
      }
    },
  };
}

export type StorageQuota = ReturnType<typeof storageQuota>;

/** Licence documents (issue 6): MAX_DOCUMENTS_PER_CONTACT, MAX_STORED_BYTES_PER_CONTACT. */
export const documentsQuota = (config: Config) =>
  storageQuota('documents', {
    maxFiles: config.maxDocumentsPerContact,
    maxBytes: config.maxStoredBytesPerContact,
  });

/**
 * The files of a contact's listings (issue 18): MAX_PRODUCT_FILES_PER_CONTACT,
 * MAX_PRODUCT_FILE_BYTES_PER_CONTACT. A replaced cover or record image no longer counts.
 */
export const productFilesQuota = (config: Config) =>
  storageQuota('product files', {
    maxFiles: config.maxProductFilesPerContact,
    maxBytes: config.maxProductFileBytesPerContact,
  });
