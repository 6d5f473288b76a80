/**
 * A value built on first use and kept: for Intl formatters and collators, whose construction loads
 * locale data and is the costliest step of formatting. Built at a module's top level they would run
 * while the page's script is evaluated, in the long task before the first screen (issue 19 "TBT");
 * built here they cost nothing on a screen that never formats with them.
 */
export function builtOnce<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
