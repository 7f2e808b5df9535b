import cluster from 'node:cluster';
import { ErrorCode } from '@parca/contract';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { AppError } from '../../lib/errors.ts';

/** How long a worker waits for the primary's answer before it answers the scrape 503. */
export const CLUSTER_METRICS_TIMEOUT_MS = 2000;

const ASK = 'parca:metrics-ask';
const ANSWER = 'parca:metrics-answer';
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

const isMessage = (message: unknown, type: string): message is { type: string; id: number } =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/**
 * The primary of WORKERS=N (docs/operations.md#several-processes): a worker that got a scrape asks here, and the
 * primary collects every worker's registries with prom-client's AggregatorRegistry and sends the text back. The
 * primary serves no HTTP itself, so the IPC channel is the only way to reach it.
 */
export function answerMetricsAsks() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message) => {
    if (!isMessage(message, ASK)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      // The asker may have died meanwhile; nobody is left to tell.
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}

const unavailable = () =>
  new AppError(
    503,
    ErrorCode.ServiceUnavailable,
    `Ölçümler toplanamadı: sunucu işlemleri ${CLUSTER_METRICS_TIMEOUT_MS / 1000} saniye içinde yanıt vermedi.`,
  );

/**
 * A worker's side: offers these registries to the primary's collection (prom-client answers its requests once an
 * AggregatorRegistry exists in the process), and returns the call that asks the primary for the whole server's text,
 * bounded by CLUSTER_METRICS_TIMEOUT_MS. An answer that comes later is dropped.
 */
export function askPrimaryForMetrics(registries: Registry[]): () => Promise<string> {
  AggregatorRegistry.setRegistries(registries);
  // Made only for its side effect: the first one in a worker starts answering the primary's collection requests.
  new AggregatorRegistry();
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message) => {
    if (isMessage(message, ANSWER)) waiting.get(message.id)?.(message as Answer);
  });
  let nextId = 0;
  return () =>
    new Promise<string>((resolve, reject) => {
      if (!process.send || !process.connected) return reject(unavailable());
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(unavailable());
      }, CLUSTER_METRICS_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text === undefined) reject(unavailable());
        else resolve(answer.text);
      });
      // With a callback a closed channel fails this ask instead of raising 'error' on the process.
      process.send({ type: ASK, id }, undefined, undefined, (err: Error | null) => {
        if (err) waiting.get(id)?.({ type: ANSWER, id, error: err.message });
      });
    });
}
