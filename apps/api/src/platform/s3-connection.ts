import type * as S3 from '@aws-sdk/client-s3';
import type { Upload } from '@aws-sdk/lib-storage';

/** Where the bucket is (config.ts's S3_* settings); credentials come from the AWS SDK's own chain. */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address; unset: AWS's for the region. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** How long connecting, and then a silent connection, may take before the store counts as unavailable. */
  connectTimeoutMs?: number;
  idleTimeoutMs?: number;
}

export interface S3Connection {
  sdk: typeof S3;
  Upload: typeof Upload;
  client: S3.S3Client;
}

/**
 * The AWS SDK and a client of the bucket, loaded at first use (not at the start: a process storing files
 * elsewhere never loads it). A failed load is tried again at the next use.
 */
export function s3Connection(settings: S3Settings): () => Promise<S3Connection> {
  let opening: Promise<S3Connection> | undefined;
  const open = async (): Promise<S3Connection> => {
    const [sdk, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
    const client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // The SDK's checksums are CRC32 computed in JavaScript over every byte: TLS already guards the bytes in flight.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: settings.connectTimeoutMs ?? 5_000, socketTimeout: settings.idleTimeoutMs ?? 60_000 },
    });
    return { sdk, Upload, client };
  };
  return () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
}
