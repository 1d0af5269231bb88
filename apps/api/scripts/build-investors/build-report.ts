/** One source row the build did not take as it was: where it is and why. */
export interface RowProblem {
  file: string;
  line: number;
  name: string;
  /** What is counted: rows with the same reason add up. */
  reason: string;
  /** What is listed beside the line, where it says more than the reason. */
  detail?: string;
}

/**
 * What the build read, kept, merged, left out and fixed, with the line and reason of every row it
 * changed or left out. Printed at the end of `npm run data:build`.
 */
export class BuildReport {
  readonly counts = new Map<string, number>();
  readonly problems: RowProblem[] = [];

  count(what: string, by = 1) {
    this.counts.set(what, (this.counts.get(what) ?? 0) + by);
  }

  /** A row left out or changed: counted under its reason and listed with its line. */
  problem(problem: RowProblem) {
    this.count(`${problem.file}: ${problem.reason}`);
    this.problems.push(problem);
  }

  get(what: string) {
    return this.counts.get(what) ?? 0;
  }

  /** The report as the build ships it beside the dataset (data/investors-build-report.json). */
  toJSON() {
    return { counts: Object.fromEntries(this.counts), problems: this.problems };
  }

  lines(): string[] {
    return [
      ...[...this.counts].map(([what, count]) => `  ${what}: ${count.toLocaleString('en-US')}`),
      ...(this.problems.length ? ['Rows left out or changed (file:line, name, reason):'] : []),
      ...this.problems.map(
        (problem) => `  ${problem.file}:${problem.line} ${JSON.stringify(problem.name)}: ${problem.detail ?? problem.reason}`,
      ),
    ];
  }
}
