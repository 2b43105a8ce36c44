import { createServer, type IncomingMessage } from "node:http";
import { listen } from "./vk-id-server.ts";

/** One request the fake S3 received. */
export interface S3Request {
  method: string;
  /** The path, `/<bucket>/<key>` (path-style addressing). */
  path: string;
  headers: IncomingMessage["headers"];
}

/**
 * A fake S3-compatible service on loopback speaking the subset the file store uses, path-style:
 * PUT (with `If-None-Match: *`), GET and DELETE of an object, errors as S3's XML.
 */
export interface FakeS3Server {
  /** The endpoint, to use as S3_ENDPOINT. */
  endpoint: string;
  requests: S3Request[];
  /** Stored objects by `/<bucket>/<key>`. */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  close(): Promise<void>;
}

function s3Error(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export async function startFakeS3(): Promise<FakeS3Server> {
  const requests: S3Request[] = [];
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://fake").pathname);
    requests.push({ method: request.method ?? "", path, headers: request.headers });
    const fail = (status: number, code: string, message: string) =>
      response.writeHead(status, { "content-type": "application/xml" }).end(s3Error(code, message));
    if (!request.headers.authorization?.startsWith("AWS4-HMAC-SHA256 "))
      return fail(403, "AccessDenied", "Missing signature");
    if (request.method === "PUT") {
      if (request.headers["if-none-match"] === "*" && objects.has(path))
        return fail(412, "PreconditionFailed", "The object exists");
      objects.set(path, {
        bytes: Buffer.concat(chunks),
        contentType: request.headers["content-type"] ?? "application/octet-stream",
      });
      return response.writeHead(200, { etag: '"fake"' }).end();
    }
    if (request.method === "GET") {
      const object = objects.get(path);
      if (!object) return fail(404, "NoSuchKey", "The specified key does not exist.");
      return response
        .writeHead(200, { "content-type": object.contentType, "content-length": object.bytes.length })
        .end(object.bytes);
    }
    if (request.method === "DELETE") {
      objects.delete(path);
      return response.writeHead(204).end();
    }
    return fail(405, "MethodNotAllowed", "Not supported by the fake");
  });
  const endpoint = await listen(server);
  return {
    endpoint,
    requests,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
