/** The types of scripts/stryker-sample-checker.mjs, for its test. */
export declare const draw: (mutant: {
  fileName: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
  mutatorName: string;
  replacement: string;
}) => number;
export declare const strykerPlugins: unknown[];
