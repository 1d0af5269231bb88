import { Readable } from 'node:stream';
import { randomToken } from './crypto.js';
import { FileTooLargeError, KEY_PATTERN, storageUnavailable, type FileStorage } from './file-storage.js';
import { s3Connection, type S3Connection, type S3Settings } from './s3-connection.js';

/** Keys live under this prefix of the bucket: the sweep of orphan files removes whatever it holds that no row points at. */
const PREFIX = 'files/';
/** S3's smallest part: an upload holds at most PARTS_IN_FLIGHT of them being sent and one being filled. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * The source's own failure (not what its extension says, the client gone), if it failed: a store that
 * failed only stopped reading it, which leaves it destroyed with an AbortError.
 */
const sourceFailure = (source: Readable) =>
  source.errored && (source.errored as { code?: string }).code !== 'ABORT_ERR' ? source.errored : undefined;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) => statusOf(error) === 404;

/**
 * Files in an S3-compatible bucket (FILE_STORAGE=s3): every process that reaches the bucket reaches them.
 * Uploads stream in 5 MB parts (a multipart upload, aborted when the upload fails); downloads stream from
 * GetObject. The AWS SDK loads at the first file. A store that is down, refuses or has no such bucket is
 * a 503 (`storage_unavailable`), never a half-written file: an object exists only once its upload completed.
 */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const connection = s3Connection(settings);
  const Bucket = settings.bucket;
  /** Runs `request` once the SDK is loaded; any failure of the store is storage_unavailable. */
  const send = async <T>(request: (s3: S3Connection) => Promise<T>): Promise<T> => {
    try {
      return await request(await connection());
    } catch (error) {
      throw storageUnavailable(error);
    }
  };

  return {
    async write(source, maxBytes) {
      const { client, Upload } = await connection().catch((error: unknown) => {
        throw storageUnavailable(error);
      });
      const key = randomToken(24);
      let size = 0;
      let tooLarge = false;
      async function* counted() {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxBytes) {
            tooLarge = true;
            throw new FileTooLargeError();
          }
          yield chunk;
        }
      }
      const Body = Readable.from(counted(), { objectMode: false });
      const upload = new Upload({ client, params: { Bucket, Key: PREFIX + key, Body }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT });
      try {
        await upload.done();
      } catch (error) {
        Body.destroy();
        throw tooLarge ? new FileTooLargeError() : (sourceFailure(source) ?? storageUnavailable(error));
      }
      return { key, size };
    },
    read(key) {
      async function* bytes() {
        const object = await send(({ sdk, client }) => client.send(new sdk.GetObjectCommand({ Bucket, Key: PREFIX + key })));
        yield* object.Body as Readable;
      }
      return Readable.from(bytes(), { objectMode: false });
    },
    async size(key) {
      try {
        const head = await send(({ sdk, client }) => client.send(new sdk.HeadObjectCommand({ Bucket, Key: PREFIX + key })));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (!isNotFound((error as Error).cause)) throw error;
      }
      // A HEAD's 404 has no body to say what is missing: the file, or the whole bucket (then a 503).
      await send(({ sdk, client }) => client.send(new sdk.HeadBucketCommand({ Bucket })));
      throw new Error(`no stored file ${key}`);
    },
    async remove(key) {
      await send(({ sdk, client }) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: PREFIX + key })));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await send(({ sdk, client }) =>
          client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length) ?? '';
          if (KEY_PATTERN.test(key) && object.LastModified) yield { key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
