/**
 * The event streams a gateway has open, so that a stop can end them first (issue 27 §2): the
 * client then reconnects as EventSource does by itself, with Last-Event-ID, and resumes where it
 * was on another gateway, instead of being cut off when the process exits.
 */
export class OpenStreams {
  private readonly enders = new Set<() => void>();

  /** Registers how an open stream ends; answers the call that unregisters it. */
  add(end: () => void): () => void {
    this.enders.add(end);
    return () => this.enders.delete(end);
  }

  /** Ends every open stream; answers how many there were. */
  endAll(): number {
    const count = this.enders.size;
    for (const end of [...this.enders]) end();
    return count;
  }
}
