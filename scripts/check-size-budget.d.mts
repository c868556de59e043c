/** Types of check-size-budget.mjs (plain JavaScript so that it runs on the build without compiling). */

export type BudgetKey = 'entry' | 'worker' | 'serviceWorker' | 'widget' | 'lazyChunk';
export type Budgets = Record<BudgetKey, number>;

export interface SizeCheck {
  label: string;
  /** Site paths (/assets/index-….js), summed for the check. */
  files: string[];
  budget: BudgetKey;
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
export declare function judge(
  checks: readonly SizeCheck[],
  budgets: Budgets,
  gzipBytes: (file: string) => number,
): SizeRow[];
export declare function formatTable(rows: readonly SizeRow[]): string;
export declare function main(distDir?: string, budgetsFile?: string): 0 | 1;
