/**
 * The WORKERS=2 part of `npm run bench` (issue 23): the same server as two processes sharing one port (src/cluster.ts),
 * measured as the one-process server was: the model page read-only, the model page while 100 orders/s of other models'
 * parts come in (the share of the read-only figure it keeps), and orders/s at 20 connections against one process's.
 */
import type { ChildProcess } from 'node:child_process';
import { cpuSample } from './bench-cpu.ts';

type Rate = { rps: number; p50: number; p99: number; errors: number };
export const WORKERS = 2;
const MIXED_ORDERS_PER_SECOND = 100;

export async function benchWorkers(bench: {
  start: () => Promise<{ port: number; child: ChildProcess }>;
  loadPage: (port: number) => Promise<Rate>;
  loadOrders: (port: number) => Promise<Rate>;
  paceOrders: (port: number, perSecond: number) => Promise<{ placed: number; failed: number }>;
  /** The one-process figures of the same run. */
  single: { page: Rate; orders: Rate; ordersBusy: number };
}) {
  const server = await bench.start();
  try {
    const page = await bench.loadPage(server.port);
    const [mixed, paced] = await Promise.all([
      bench.loadPage(server.port),
      bench.paceOrders(server.port, MIXED_ORDERS_PER_SECOND),
    ]);
    const ordersCpu = cpuSample();
    const orders = await bench.loadOrders(server.port);
    const ordersBusy = ordersCpu.busy();
    const kept = mixed.rps / page.rps;
    const gain = orders.rps / bench.single.orders.rps;
    const figures = (r: Rate) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;
    const verdict = (held: boolean) => (held ? 'tuttu' : 'TUTMADI');
    console.log(`\nWORKERS=${WORKERS}: iki sunucu işlemi, bir port`);
    console.log(`  model sayfası, siparişsiz: ${figures(page)} (tek işlem ${bench.single.page.rps.toFixed(0)} req/s)`);
    console.log(
      `  model sayfası, ${MIXED_ORDERS_PER_SECOND} sipariş/s ile: ${figures(mixed)}; ${paced.placed} sipariş, ` +
        `${paced.failed} başarısız; oran ${(100 * kept).toFixed(0)} %; hedef ≥ 80 %: ${verdict(kept >= 0.8)}`,
    );
    console.log(
      `  POST /api/orders, 20 bağlantı: ${figures(orders)}, 201 dışı ${orders.errors}; tek işlem ` +
        `${bench.single.orders.rps.toFixed(0)}/s, kat ${gain.toFixed(2)}×; makinenin CPU'su %${ordersBusy.toFixed(0)} dolu ` +
        `(tek işlemle %${bench.single.ordersBusy.toFixed(0)}); hedef ≥ 1,5×: ${verdict(gain >= 1.5)}`,
    );
  } finally {
    server.child.kill();
  }
}
