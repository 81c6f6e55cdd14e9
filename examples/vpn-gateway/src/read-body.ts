import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

/** A request's body as text, refused past `limit` bytes (nothing Burrow sends comes close). */
export async function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`body over ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
