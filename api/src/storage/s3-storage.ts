import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStorageConfig } from '../config.js';
import {
  assertStorageKey,
  type ByteSource,
  type StoragePort,
  type StoredStream,
} from './storage-port.js';

/** S3 answers for a key (or bucket) that is not there. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

export function createS3Client(config: ObjectStorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: since 2025 the SDK otherwise sends streamed
    // uploads as aws-chunked with trailing CRCs, which many S3-compatible servers store
    // verbatim or refuse. Each object's integrity is still checked by its Content-MD5/ETag.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket (issue 21): every replica reads what any replica stored.
 * Bytes are streamed both ways — an upload goes out in 8 MiB parts as it arrives (a multipart
 * upload, aborted when the source fails, so a key never holds part of a file), a download is the
 * object's body stream — and never held whole in memory.
 */
export class S3Storage implements StoragePort {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  /** Fails at start when the bucket cannot be reached, rather than on the first upload. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, source: ByteSource, contentType: string): Promise<number> {
    assertStorageKey(key);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const body = Readable.from(source);
    // A failing source (cut off, a size or type check) fails the body, which fails the upload.
    body.on('error', (error) => counter.destroy(error));
    body.pipe(counter);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counter, ContentType: contentType },
      queueSize: 2,
      partSize: 8 * 1024 * 1024,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The bucket refused or went away: stop reading the source, so the request behind it
      // is not left waiting on backpressure.
      body.destroy();
      counter.destroy();
      throw error;
    }
    return size;
  }

  async get(key: string): Promise<Buffer | null> {
    const stored = await this.open(key);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<StoredStream | null> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return { size: object.ContentLength ?? 0, stream: object.Body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 for an unknown key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
