export { answerMetricsAsks } from './cluster-metrics.ts';
export { createMetrics, type Metrics } from './metrics.ts';
