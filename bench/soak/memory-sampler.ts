/**
 * The server's memory and CPU every 10 s of the measured window. RSS comes from /proc, so it is read even when the
 * server is too busy to answer; heap, CPU and event-loop figures come from its probe (server-probe.ts).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { MB } from './config.ts';
import type { SoakClient } from './http-client.ts';
import type { Probe } from './probe-client.ts';
import { percentile, round1, round2 } from './stats.ts';

export interface Sample {
  /** Seconds since the end of the warm-up. */
  t: number;
  rssMB: number;
  heapUsedMB: number | null;
  heapTotalMB: number | null;
  externalMB: number | null;
  /** Server CPU over the window, as a share of one core. */
  cpu: number | null;
  eventLoopUtilisation: number | null;
  eventLoopDelayP99Ms: number | null;
  /** Heap left by the major GCs V8 ran in the window (MB): the live heap, without forcing a GC. */
  heapAfterMajorGcMB: number[];
  /**
   * The main thread's time over the window (/proc/<pid>/task/<pid>/schedstat): on a CPU, runnable but waiting for
   * one (other processes had the cores), and neither (idle or blocked in a system call).
   */
  mainThread: { onCpu: number; waitingForCpu: number; off: number } | null;
  requests: number;
  errors: number;
  p99Ms: number;
}

/** VmRSS of the process in MB; null once it is gone. */
export function readRss(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? (Number(kb) * 1024) / MB : null;
  } catch {
    return null;
  }
}

interface Schedstat {
  /** Nanoseconds on a CPU. */
  cpu: number;
  /** Nanoseconds runnable, waiting in the run queue. */
  wait: number;
  at: number;
}

/** The main thread's scheduler figures; null once it is gone. */
function readSchedstat(pid: number): Schedstat | null {
  try {
    const [cpu, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { cpu: cpu!, wait: wait!, at: performance.now() };
  } catch {
    return null;
  }
}

export class MemorySampler {
  readonly samples: Sample[] = [];
  private lastCpu: NodeJS.CpuUsage | null = null;
  private lastCpuAt = performance.now();
  private lastSched: Schedstat | null;

  constructor(
    private readonly pid: number,
    private readonly probe: Probe,
    private readonly client: SoakClient,
  ) {
    this.lastSched = readSchedstat(pid);
  }

  /** Takes one sample at `t` seconds, closing the client's per-window figures; prints it. */
  async sample(t: number): Promise<void> {
    const window = this.client.stats.takeWindow();
    const rssMB = readRss(this.pid);
    if (rssMB === null) return;
    const answer = await this.probe();
    const sched = readSchedstat(this.pid);
    const lastSched = this.lastSched;
    let mainThread: Sample['mainThread'] = null;
    // Over less than a second the shares say nothing (the first sample comes right after the warm-up).
    if (sched && lastSched && sched.at - lastSched.at >= 1000) {
      const wall = (sched.at - lastSched.at) * 1e6;
      const onCpu = (sched.cpu - lastSched.cpu) / wall;
      const waitingForCpu = (sched.wait - lastSched.wait) / wall;
      mainThread = {
        onCpu: round2(onCpu),
        waitingForCpu: round2(waitingForCpu),
        off: round2(Math.max(0, 1 - onCpu - waitingForCpu)),
      };
    }
    this.lastSched = sched;
    const now = performance.now();
    let cpu: number | null = null;
    if (answer && this.lastCpu) {
      const used = answer.cpu.user - this.lastCpu.user + answer.cpu.system - this.lastCpu.system;
      cpu = used / 1000 / (now - this.lastCpuAt);
    }
    if (answer) {
      this.lastCpu = answer.cpu;
      this.lastCpuAt = now;
    }
    const s: Sample = {
      t: Math.round(t),
      rssMB: round1(rssMB),
      heapUsedMB: answer ? round1(answer.memory.heapUsed / MB) : null,
      heapTotalMB: answer ? round1(answer.memory.heapTotal / MB) : null,
      externalMB: answer ? round1(answer.memory.external / MB) : null,
      cpu: cpu === null ? null : round2(cpu),
      eventLoopUtilisation: answer ? round2(answer.elu) : null,
      eventLoopDelayP99Ms: answer ? round1(answer.delayP99) : null,
      heapAfterMajorGcMB: (answer?.majorGcs ?? []).map((bytes) => round1(bytes / MB)),
      mainThread,
      requests: window.requests,
      errors: window.errors,
      p99Ms: round1(
        percentile(
          [...window.latencies].sort((a, b) => a - b),
          99,
        ),
      ),
    };
    this.samples.push(s);
    console.log(
      `t=${String(s.t).padStart(4)} s  RSS ${s.rssMB} MB  heap ${s.heapUsedMB}/${s.heapTotalMB} MB${s.heapAfterMajorGcMB.length ? ` (after major GC ${s.heapAfterMajorGcMB.join(', ')})` : ''}  cpu ${s.cpu ?? '–'}${mainThread ? ` (waiting for a CPU ${mainThread.waitingForCpu})` : ''}  ${s.requests} req  ${s.errors} errors  p99 ${s.p99Ms} ms`,
    );
  }
}
