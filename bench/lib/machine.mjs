import { cpus, loadavg, totalmem } from 'node:os';

/** The machine a benchmark ran on: cores and model, memory, load average, Node. */
export function machine() {
  const cpu = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, load ${load}, Node ${process.version}`;
}
