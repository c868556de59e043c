/** A yes/no column: SQLite has no boolean type, so both databases store 0 or 1. */
export type Flag = 0 | 1;
