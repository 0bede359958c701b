/**
 * Similar-sound / similar-shape candidates of each written character (model/confusion.tsv.gz,
 * built by scripts/zh/build-confusion.ts). A line is parsed the first time its character is looked up:
 * an essay touches a few hundred of the 9,000 characters, so start-up stays cheap.
 */
export class ConfusionTable {
  private lines = new Map<number, string>();
  private parsed = new Map<number, Map<number, number>>();

  /** `lines`: character, then one column of candidates per kind (1 same sound, 2 near sound, 3 shape). */
  constructor(lines: readonly string[]) {
    for (const line of lines) {
      const tab = line.indexOf('\t');
      if (tab > 0) this.lines.set(line.codePointAt(0)!, line.slice(tab + 1));
    }
  }

  /** Candidate code point -> kind for a written character, or undefined when it has none. */
  get(written: number): Map<number, number> | undefined {
    let out = this.parsed.get(written);
    if (out) return out;
    const line = this.lines.get(written);
    if (line === undefined) return undefined;
    out = new Map();
    line.split('\t').forEach((column, kind) => {
      for (const ch of column) out!.set(ch.codePointAt(0)!, kind + 1);
    });
    this.parsed.set(written, out);
    return out;
  }

  /** Kind of the pair (0 when the candidate is not in the written character's sets). */
  kind(written: number, meant: number): number {
    return this.get(written)?.get(meant) ?? 0;
  }
}
