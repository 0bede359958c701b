// A part of a language file (locale-parts.ts at the app's root; the sections in word-parts.ts).
declare module '*.json?words=first' {
  const words: Record<string, unknown>;
  export default words;
}
declare module '*.json?words=later' {
  const words: Record<string, unknown>;
  export default words;
}
