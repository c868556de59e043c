/** Types of check-size-budget.mjs (plain JavaScript so that it runs on the build without compiling). */

export type BudgetKey = 'entry' | 'worker' | 'serviceWorker' | 'widget' | 'lazyChunk';
/** A public screen's first load: the chunks it names (by the build's chunk names) and its KiB. */
export interface ScreenBudget {
  chunks: string[];
  kib: number;
}
export type Budgets = Record<BudgetKey, number> & { screens?: Record<string, ScreenBudget> };

export interface SizeCheck {
  label: string;
  /** Site paths (/assets/index-….js), summed for the check. */
  files: string[];
  budget: BudgetKey | 'screens';
  /** A screen's own budget (else the budget key's). */
  budgetKiB?: number;
}

export interface SizeRow extends SizeCheck {
  bytes: number;
  budgetKiB: number;
  over: boolean;
}

export declare const BUDGET_KEYS: readonly BudgetKey[];
export declare function parseBudgets(json: string): Budgets;
export declare const INLINE_LOADER: string;
export declare function inlineLoader(indexHtml: string): string | undefined;
export declare function entryFiles(indexHtml: string): string[];
export declare function planChecks(indexHtml: string, jsFiles: readonly string[]): SizeCheck[];
export declare function staticImports(file: string, code: string): string[];
export declare function screenChecks(
  indexHtml: string,
  jsFiles: readonly string[],
  screens: Budgets['screens'],
  importsOf: (file: string) => string[],
): SizeCheck[];
export declare function judge(
  checks: readonly SizeCheck[],
  budgets: Budgets,
  gzipBytes: (file: string) => number,
): SizeRow[];
export declare function formatTable(rows: readonly SizeRow[]): string;
export declare function main(distDir?: string, budgetsFile?: string): 0 | 1;
/** CSS rules written into JavaScript (Griffel's `.f1abc23{…}`), the first few. */
export declare function cssRulesIn(code: string): string[];
