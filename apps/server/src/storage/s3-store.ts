import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { FileStore } from "./file-store.ts";

/** The S3_* settings: a bucket at AWS or at any S3-compatible service (`endpoint`). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most S3-compatible services). */
  forcePathStyle: boolean;
}

/** Files as objects in an S3 bucket, through the AWS SDK. */
export function createS3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // S3-compatible services do not all know the newer default checksums: send them only when required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, file) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: file.bytes,
          ContentType: file.contentType,
          // Keys are random and never rewritten: refuse to overwrite one (If-None-Match on PUT).
          IfNoneMatch: "*",
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          bytes: await object.Body.transformToByteArray(),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
