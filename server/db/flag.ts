/** Booleans as integers 0/1 on both dialects: SQLite has no boolean type, so only mappers convert them. */
export type Flag = 0 | 1;
