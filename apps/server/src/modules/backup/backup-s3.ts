/**
 * Uploads kept in an S3-compatible bucket (modules/common/storage-s3.ts) are not copied into a backup: the bucket
 * keeps them (versioning and replication on the storage side, docs/deployment.md "Backups"). A backup records the
 * bucket's list — key, size and ETag (the MD5 of an object put in one request) — and a restore checks that every
 * listed object is still there unchanged before it restores the database that refers to them.
 */
import { HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';

export interface ObjectEntry {
  key: string;
  bytes: number;
  etag: string;
}

type S3Config = NonNullable<Config['s3']>;

function client(config: S3Config): S3Client {
  // The same addressing as the upload storage: path-style, checksums only where required (MinIO, Ceph…).
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export async function listBucket(config: S3Config): Promise<ObjectEntry[]> {
  const s3 = client(config);
  const objects: ObjectEntry[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        objects.push({ key: item.Key!, bytes: item.Size ?? 0, etag: item.ETag ?? '' });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    s3.destroy();
  }
  return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** The listed objects that are missing from the bucket or differ in size or ETag (at most `limit` of them). */
export async function changedObjects(config: S3Config, listed: ObjectEntry[], limit = 10): Promise<string[]> {
  const s3 = client(config);
  const changed: string[] = [];
  try {
    for (const entry of listed) {
      if (changed.length >= limit) break;
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: entry.key }));
        if (head.ContentLength !== entry.bytes || head.ETag !== entry.etag) changed.push(entry.key);
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) changed.push(entry.key);
        else throw err;
      }
    }
  } finally {
    s3.destroy();
  }
  return changed;
}
