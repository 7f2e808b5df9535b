import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** A request slower than this is logged whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * The logger: readable lines (time, level, message) when a person watches the terminal, JSON lines otherwise (a
 * journal, a log collector). pino-pretty is loaded only for the terminal, and writes in step with the process, so the
 * last lines before an exit are not lost.
 */
export async function loggerOptions(
  level: string,
  terminal = Boolean(process.stdout.isTTY),
  /** Where the readable lines go (stdout; a test's stream). */
  destination?: NodeJS.WritableStream,
): Promise<FastifyServerOptions['logger']> {
  if (!terminal) return { level };
  const { default: pretty } = await import('pino-pretty');
  return {
    level,
    stream: pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,url,statusCode,ms',
      singleLine: true,
      ...(destination ? { destination, colorize: false } : {}),
    }),
  };
}

/** What is never logged unless it fails: the watchers' polls and the web app's files. */
const quietPath =
  /^\/(api\/health(\/|$|\?)|api\/metrics($|\?)|assets\/|favicon|.*\.(png|svg|ico|webp|jpg|woff2?|css|js|map|webmanifest)(\?|$))/;
const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');

/**
 * One line per request worth reading, in place of Fastify's two lines for every request and every file: a failure
 * (4xx, 5xx) or a slow answer; with LOG_REQUESTS every API request. Health checks, metrics scrapes and files are quiet
 * unless they fail. A reply that broke while being sent keeps Fastify's own error line.
 */
export class RequestLog extends LogController {
  constructor(private readonly logEvery: boolean) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const quiet = quietPath.test(request.url);
    const worth = status >= 400 || (!quiet && (ms > SLOW_REQUEST_MS || (this.logEvery && isApi(request))));
    if (!worth) return;
    request.log.info(
      { method: request.method, url: request.url, statusCode: status, ms },
      `${request.method} ${request.url} → ${status} (${ms} ms)`,
    );
  }
}
