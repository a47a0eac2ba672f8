/**
 * The statements prepared on a PGlite connection, by name, with their parameters' types; the least recently used
 * first, closed first. Bounded by count and by text: a statement's parse tree stays in the wasm heap, ~1.4 MB for the
 * 29,000 characters of the status rules (~50 bytes a character).
 */
export class PreparedStatements {
  static readonly MAX = 500;
  static readonly MAX_CHARS = 1_000_000;
  private readonly kept = new Map<string, { types: number[]; chars: number }>();
  private chars = 0;

  /** The parameter types of a kept statement, now the most recently used; undefined if it is not kept. */
  use(name: string): number[] | undefined {
    const k = this.kept.get(name);
    if (!k) return undefined;
    this.kept.delete(name);
    this.kept.set(name, k);
    return k.types;
  }
  /** The least recently used statements to close so that one more of `chars` characters fits. */
  toMakeRoom(chars: number): string[] {
    const closing: string[] = [];
    let count = this.kept.size + 1;
    let total = this.chars + chars;
    for (const [name, k] of this.kept) {
      if (count <= PreparedStatements.MAX && total <= PreparedStatements.MAX_CHARS) break;
      closing.push(name);
      count--;
      total -= k.chars;
    }
    return closing;
  }
  add(name: string, types: number[], chars: number): void {
    this.kept.set(name, { types, chars });
    this.chars += chars;
  }
  remove(name: string): void {
    const k = this.kept.get(name);
    if (!k) return;
    this.kept.delete(name);
    this.chars -= k.chars;
  }
}
