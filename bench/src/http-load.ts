import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  requests: number;
}

export interface RequestShape {
  path: string;
  /** Session cookies to spread the load over (one customer each); none for public paths. */
  cookies?: readonly string[];
}

function figuresOf(result: autocannon.Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

function requestsFor(shape: RequestShape): autocannon.Request[] {
  const cookies = shape.cookies ?? [];
  let next = 0;
  return [
    {
      method: 'GET',
      path: shape.path,
      setupRequest: (request) => {
        if (cookies.length === 0) return request;
        const cookie = cookies[next++ % cookies.length] ?? '';
        return { ...request, headers: { ...request.headers, cookie } };
      },
    },
  ];
}

/** Closed loop: `connections` clients, each sending its next request when answered. */
export async function measureThroughput(
  baseUrl: string,
  shape: RequestShape,
  connections: number,
  durationSeconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: requestsFor(shape),
  });
  return figuresOf(result);
}

/**
 * Open loop at a fixed rate across all connections (`overallRate`): latency at a load the
 * server is expected to carry, rather than at saturation. Enough connections are opened
 * that the rate is never limited by requests waiting for a free connection.
 */
export async function measureAtRate(
  baseUrl: string,
  shape: RequestShape,
  rate: number,
  durationSeconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections: Math.max(10, Math.ceil(rate / 10)),
    overallRate: rate,
    duration: durationSeconds,
    requests: requestsFor(shape),
  });
  return figuresOf(result);
}

/** Warms the JIT, the connection pool and the database's caches before a measured phase. */
export async function warmUp(baseUrl: string, shape: RequestShape, seconds = 3): Promise<void> {
  await autocannon({
    url: baseUrl,
    connections: 10,
    duration: seconds,
    requests: requestsFor(shape),
  });
}
