/**
 * Loaded into the server with --import, after tsx: answers the soak's questions over the IPC channel (memory, CPU,
 * event-loop delay and utilisation since the last question, and the heap left after each major GC V8 ran by itself
 * meanwhile), with a full GC first, or a heap snapshot written to a given path, when asked. Nothing listens on the
 * network for it, so measuring adds no socket, route or log line to the server being measured. Inert without an IPC
 * channel.
 */
import {
  constants,
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
  type NodeGCPerformanceDetail,
} from 'node:perf_hooks';
import { getHeapStatistics, writeHeapSnapshot } from 'node:v8';

export interface ProbeQuestion {
  type: 'soak:probe';
  id: number;
  /** Run a full GC first (the server runs with --expose-gc), so heapUsed is the live heap. */
  gc: boolean;
  /** Write a heap snapshot to this path first. */
  snapshot?: string | undefined;
}

export interface ProbeAnswer {
  type: 'soak:probe';
  id: number;
  memory: NodeJS.MemoryUsage;
  cpu: NodeJS.CpuUsage;
  /** Event-loop utilisation since the last question, 0 to 1. */
  elu: number;
  delayP99: number;
  delayMax: number;
  /** Heap used right after each major GC V8 ran since the last question, in bytes. */
  majorGcs: number[];
}

function isQuestion(message: unknown): message is ProbeQuestion {
  return (
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'soak:probe'
  );
}

const send = process.send?.bind(process);
if (send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let elu = performance.eventLoopUtilization();
  let majorGcs: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as { detail?: NodeGCPerformanceDetail };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        majorGcs.push(getHeapStatistics().used_heap_size);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (message: unknown) => {
    if (!isQuestion(message)) return;
    if (message.gc) globalThis.gc?.();
    if (message.snapshot) writeHeapSnapshot(message.snapshot);
    const now = performance.eventLoopUtilization();
    const utilisation = performance.eventLoopUtilization(now, elu).utilization;
    elu = now;
    const answer: ProbeAnswer = {
      type: 'soak:probe',
      id: message.id,
      memory: process.memoryUsage(),
      cpu: process.cpuUsage(),
      elu: utilisation,
      delayP99: delay.percentile(99) / 1e6,
      delayMax: delay.max / 1e6,
      majorGcs,
    };
    send(answer);
    majorGcs = [];
    delay.reset();
  });
  // The probe must not change when the server exits: an open channel alone would keep its event loop alive.
  process.channel?.unref();
}
