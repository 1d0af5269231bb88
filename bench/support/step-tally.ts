/** Per step of the mix: how long each reply took (sent to answered, as the client saw it) and its status. */
export class StepTally {
  private readonly steps = new Map<string, { statuses: Map<number, number>; ms: number[] }>();

  record(name: string, status: number, ms: number) {
    const step = this.steps.get(name) ?? { statuses: new Map<number, number>(), ms: [] };
    step.statuses.set(status, (step.statuses.get(status) ?? 0) + 1);
    step.ms.push(ms);
    this.steps.set(name, step);
  }

  /** Replies outside 2xx: errors, as the mix expects none. */
  unexpected() {
    return this.rows().reduce((total, row) => total + row.unexpected, 0);
  }

  rows() {
    return [...this.steps].map(([name, { statuses, ms }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
      const outside = [...statuses].filter(([status]) => status < 200 || status > 299);
      return {
        name,
        count: ms.length,
        p50: at(0.5),
        p99: at(0.99),
        unexpected: outside.reduce((total, [, count]) => total + count, 0),
        statuses: outside.map(([status, count]) => `${count} x ${status}`).join(', '),
      };
    });
  }
}
