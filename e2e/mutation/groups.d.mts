/** The logic modules under mutation, by group: globs, `!` leaving a match out (groups.mjs). */
export declare const GROUPS: Record<string, string[]>;
/** Every group's globs, for Stryker's `mutate`. */
export declare const MUTATED: string[];
