/**
 * What a bench measures of one target in one round (requests/s, p50/p99 latency in ms, non-2xx
 * answers), and the median over rounds the benches print (targets alternate inside every round,
 * so a drifting machine load hits all of them alike).
 */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Median of each figure over rounds; non-2xx is the worst round's count. */
export function median(xs: Figures[]): Figures {
  const mid = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  return {
    rps: mid(xs.map((x) => x.rps)),
    p50: mid(xs.map((x) => x.p50)),
    p99: mid(xs.map((x) => x.p99)),
    non2xx: Math.max(...xs.map((x) => x.non2xx)),
  };
}
