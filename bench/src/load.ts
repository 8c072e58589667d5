import http from 'node:http';
import autocannon from 'autocannon';

/** What one measured run answers: throughput, latency percentiles (ms) and errors. */
export interface Figures {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The first failure seen (status and the start of the body), to tell why a run had errors. */
  sample_error?: string;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function figuresOf(
  latencies: number[],
  seconds: number,
  errors: number,
  sampleError?: string,
): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: sorted.length + errors,
    seconds: round(seconds),
    rps: round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors,
    ...(sampleError ? { sample_error: sampleError } : {}),
  };
}

/** One HTTP request of a run; `next` gives a different one each time when the run walks a list. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpRun {
  url: string;
  /** The request to send next (called once per request). */
  next: () => HttpRequest;
  connections: number;
  seconds: number;
  /** Requests per second across all connections (autocannon overallRate); closed loop without it. */
  rate?: number;
  /** Stop after this many requests even before `seconds` (a list of one-use requests). */
  limit?: number;
}

/**
 * Runs autocannon from this process and measures every response itself (autocannon reports no
 * p95): latencies of the 2xx answers, the rest counted as errors. Requests per second are the
 * successful answers over the run's real duration.
 */
export function measureHttp(run: HttpRun): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    let sampleError: string | undefined;
    const started = performance.now();
    const instance = autocannon(
      {
        url: run.url,
        // autocannon refuses more connections than requests
        connections: Math.min(run.connections, run.limit ?? run.connections),
        duration: run.seconds,
        ...(run.limit !== undefined ? { amount: run.limit } : {}),
        ...(run.rate !== undefined ? { overallRate: run.rate } : {}),
        requests: [
          {
            setupRequest: (request) => {
              const next = run.next();
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers: { accept: 'application/json', ...next.headers },
                ...(next.body !== undefined ? { body: next.body } : {}),
              };
            },
            onResponse: (status, body) => {
              if (status >= 300 && !sampleError) sampleError = `${status} ${body.slice(0, 300)}`;
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) {
          reject(error);
          return;
        }
        const elapsed = (performance.now() - started) / 1000;
        const transport = result.errors + result.timeouts;
        resolve(figuresOf(latencies, Math.min(elapsed, run.seconds), failures + transport, sampleError));
      },
    );
    // With a request limit autocannon ignores the duration: stop it at the duration ourselves.
    const timer = setTimeout(() => instance.stop(), run.seconds * 1000);
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else failures++;
    });
  });
}

/** A list walked round-robin: the same parameters for the HTTP run and for the SQL run. */
export function roundRobin<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('lista vazia');
  let i = 0;
  return () => items[i++ % items.length] as T;
}

/** A list walked once: each request takes the next item; past the end, the last one again. */
export function once<T>(items: readonly T[]): { next: () => T; remaining: () => number } {
  if (items.length === 0) throw new Error('lista vazia');
  let i = 0;
  return {
    next: () => items[Math.min(i++, items.length - 1)] as T,
    remaining: () => Math.max(0, items.length - i),
  };
}

export interface RateRun {
  url: string;
  next: () => HttpRequest;
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
}

/**
 * An open-loop run at a steady rate: request i leaves at start + i / rate whether or not the
 * earlier ones were answered, over keep-alive connections. autocannon's overallRate is not used
 * for this: it lets each connection send its whole quota at the start of every second, so it
 * measures a burst of `rate` requests queueing once a second, not a steady rate. Latency runs from
 * the moment each request was due.
 */
export function measureRate(run: RateRun): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const base = new URL(run.url);
  const total = Math.round(run.rate * run.seconds);
  const latencies: number[] = [];
  let errors = 0;
  let done = 0;
  let sampleError: string | undefined;
  const started = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      if (++done < total) return;
      agent.destroy();
      resolve(figuresOf(latencies, run.seconds, errors, sampleError));
    };
    const send = (due: number) => {
      const next = run.next();
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: next.method,
          path: next.path,
          headers: { accept: 'application/json', ...next.headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) {
              latencies.push(performance.now() - due);
            } else {
              errors++;
              sampleError ??= `${status} ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`;
            }
            finish();
          });
        },
      );
      request.on('error', (error) => {
        errors++;
        sampleError ??= error.message;
        finish();
      });
      if (next.body !== undefined) request.write(next.body);
      request.end();
    };
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + (sent * 1000) / run.rate <= now) {
        send(started + (sent * 1000) / run.rate);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + (sent * 1000) / run.rate - performance.now()));
    };
    tick();
  });
}
