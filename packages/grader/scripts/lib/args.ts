/** Minimal --flag value parser for the scripts (no dependency needed). */
export function parseArgs(argv: readonly string[]): Map<string, string> {
  const m = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      m.set(a.slice(2), next);
      i++;
    } else m.set(a.slice(2), 'true');
  }
  return m;
}

/** Stops a script whose arguments are wrong: the message (a usage line) on stderr, exit code 2. */
export function exitWithUsage(message: string): never {
  console.error(message);
  process.exit(2);
}
