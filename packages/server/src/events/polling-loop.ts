/**
 * The background loop of the webhook dispatcher and the job runner: calls `tick` at once again
 * while it finds work, every `pollMs` while idle, and after a failed tick (logged) waits 4 x
 * `pollMs`. The timer never keeps the process alive; `stop` waits for the tick under way.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  /**
   * @param name   who logs a failed tick (e.g. `webhook dispatcher`)
   * @param tick   one pass; true when it did work (the next pass follows at once)
   * @param pollMs idle interval, ms
   */
  constructor(
    private readonly name: string,
    private readonly tick: () => Promise<boolean>,
    private readonly pollMs: number,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts the loop (idempotent). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops the loop and waits for the tick under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .then((worked) => this.schedule(worked ? 0 : this.pollMs))
        .catch((err: unknown) => {
          this.log(`${this.name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
          this.schedule(this.pollMs * 4);
        });
    }, ms);
    this.timer.unref();
  }
}
