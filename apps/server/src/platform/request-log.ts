import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request at `info` (decision 0136): Fastify's default writes two, "incoming
 * request" with the request and "request completed" with the status, which doubled the
 * logging work and the writes to standard output of every request. Here the completed line
 * carries the request as well (through the same redacting `req` serializer, app.ts), and the
 * incoming line moves to `debug`, where it still shows a request that never completes.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
