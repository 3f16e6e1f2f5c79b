import { writeFile } from 'node:fs/promises';

export type RouteStats = { requests: number; byClass: Record<string, number>; violations: number };

export type Finding = {
  route: string;
  problem: string;
  status: number;
  answer: string;
  example: string;
  count: number;
};

/** Counts per route and the distinct failures (route, status, error), each with one input. */
export class FuzzReport {
  readonly routes = new Map<string, RouteStats>();
  readonly findings = new Map<string, Finding>();

  count(route: string, status: number): void {
    const stats = this.routes.get(route) ?? { requests: 0, byClass: {}, violations: 0 };
    stats.requests += 1;
    const cls = status ? `${Math.floor(status / 100)}xx` : 'failed';
    stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1;
    this.routes.set(route, stats);
  }

  violation(finding: Omit<Finding, 'count'>): void {
    this.routes.get(finding.route)!.violations += 1;
    const key = `${finding.route}|${finding.problem}|${finding.status}|${finding.answer.slice(0, 120)}`;
    const known = this.findings.get(key);
    if (known) known.count += 1;
    else this.findings.set(key, { ...finding, count: 1 });
  }

  findingsOf(route: string): string[] {
    return [...this.findings.values()]
      .filter((f) => f.route === route)
      .map(
        (f) => `${f.problem} (${f.status}, ${f.count}×): ${f.answer.slice(0, 200)} ← ${f.example}`,
      );
  }

  get totals() {
    let requests = 0;
    let serverErrors = 0;
    let violations = 0;
    for (const stats of this.routes.values()) {
      requests += stats.requests;
      serverErrors += stats.byClass['5xx'] ?? 0;
      violations += stats.violations;
    }
    return { requests, serverErrors, violations };
  }

  /** JSON for scripts/fuzz.mjs, and the findings as Markdown. */
  async write(
    jsonFile: string | undefined,
    markdownFile: string | undefined,
    meta: object,
  ): Promise<void> {
    if (jsonFile) {
      await writeFile(
        jsonFile,
        JSON.stringify(
          {
            ...meta,
            totals: this.totals,
            routes: Object.fromEntries(this.routes),
            findings: [...this.findings.values()],
          },
          null,
          1,
        ),
      );
    }
    if (markdownFile) {
      const lines = [
        '# Fuzz findings',
        '',
        `${JSON.stringify(meta)}: ${this.totals.requests} requests, ${this.totals.serverErrors} 5xx, ${this.totals.violations} violations`,
        '',
        ...[...this.findings.values()].map(
          (f) =>
            `- \`${f.route}\` ${f.problem}: ${f.status} ×${f.count}\n  - answer: \`${f.answer.slice(0, 300).replace(/`/g, "'")}\`\n  - input: \`${f.example.replace(/`/g, "'")}\``,
        ),
      ];
      await writeFile(markdownFile, `${lines.join('\n')}\n`);
    }
  }
}
