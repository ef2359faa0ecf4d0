/**
 * The server's output while it runs: its log is pino's JSON, one record a line, at LOG_LEVEL warn. Any error it
 * logs fails the soak like a failed request, since a server can answer every request and still be failing inside.
 */
export class ServerLog {
  /** The first lines, for the results file. */
  readonly lines: string[] = [];
  warnings = 0;
  errors = 0;
  private pending = '';

  constructor(private readonly onError: (line: string) => void) {}

  /** Takes a chunk of output, which may end inside a line. */
  write(text: string): void {
    this.pending += text;
    const lines = this.pending.split('\n');
    this.pending = lines.pop()!;
    for (const raw of lines) {
      if (!raw.trim()) continue;
      let level = 50;
      try {
        level = (JSON.parse(raw) as { level?: number }).level ?? 50;
      } catch {
        // Not a log record (a stack trace, say): counted as an error.
      }
      if (level >= 50) {
        this.errors += 1;
        this.onError(raw);
      } else if (level >= 40) this.warnings += 1;
      if (this.lines.length < 50) this.lines.push(raw.slice(0, 500));
    }
  }
}
