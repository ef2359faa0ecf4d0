import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Migrations are written once; the few column types that differ between dialects go through here. */
export function idColumn<T extends string>(dialect: DialectName) {
  return (table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const flag = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
