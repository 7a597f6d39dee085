/**
 * Upload storage in an S3-compatible bucket (docs/architecture.md "Many instances: chat, files and mail": S3-compatible object storage when
 * configured), so several stateless instances share one set of files. Keys are the same YYYY/MM/<random>
 * names as on disk, and `url` stays "/uploads/<key>" (served through this server) so stored references do
 * not depend on where the bytes live.
 */
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { FileStorage, Visibility } from './storage.ts';

export type S3Config = NonNullable<Config['s3']>;

/**
 * Private files (ID documents) go under the `private/` prefix, which /uploads/ never serves; an operator
 * whose bucket is publicly readable should keep that prefix out of the public policy.
 */
const objectKey = (key: string, visibility: Visibility) => (visibility === 'private' ? `private/${key}` : key);

export function createS3Storage(config: S3Config): FileStorage & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // Path-style addressing and checksums only where required: what MinIO, Ceph and other
    // S3-compatible servers accept, not only AWS itself.
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async put(key, body, contentType, visibility = 'public') {
      const priv = visibility === 'private';
      const CacheControl = priv ? 'private, no-store' : 'public, max-age=2592000, immutable';
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key, visibility),
          Body: body,
          ContentType: contentType,
          CacheControl,
        }),
      );
      return priv ? `private/${key}` : `/uploads/${key}`;
    },
    async get(key, visibility = 'public') {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key, visibility) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return undefined;
        throw err;
      }
    },
    close() {
      client.destroy();
    },
  };
}
