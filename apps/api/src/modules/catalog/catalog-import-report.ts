import type { CatalogFile, RejectedRow } from './catalog-import-file.ts';
import type { CatalogImportSummary, Counts } from './catalog-import.service.ts';

/**
 * The import's report in words, one text for every way in: the operator command prints it and the back office shows
 * it, so both say the same about the same file.
 */

function describeCounts(c: Counts): string {
  const skipped = c.skipped > 0 ? `, ${c.skipped} skipped` : '';
  return `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged${skipped}`;
}

export function describeImport(
  name: string,
  file: Pick<CatalogFile, 'format' | 'rows'>,
  summary: CatalogImportSummary,
): string {
  const unit = file.format === 'csv' ? ['row', 'rows'] : ['entry', 'entries'];
  const lines = [
    `Imported ${name} (${file.rows} ${file.rows === 1 ? unit[0] : unit[1]}): products ${describeCounts(summary.products)}; variants ${describeCounts(summary.variants)}.`,
  ];
  const added = Object.entries({
    brands: summary.added.brands,
    colours: summary.added.colors,
    sizes: summary.added.sizes,
    'mac models': summary.added.mac_models,
    attributes: summary.added.attributes,
  }).filter(([, names]) => names.length > 0);
  if (added.length > 0) {
    const names = (list: string[]) => {
      const shown = list.slice(0, 10).map((n) => JSON.stringify(n));
      return list.length > 10 ? `${shown.join(', ')} and ${list.length - 10} more` : shown.join(', ');
    };
    lines.push(`Added ${added.map(([kind, list]) => `${kind} ${names(list)}`).join('; ')}.`);
  }
  if (summary.restocked > 0) {
    const told = summary.notified > 0 ? `; told ${summary.notified} waiting shopper(s)` : '';
    lines.push(`Stock rose for ${summary.restocked} product(s)${told}.`);
  }
  lines.push(...summary.warnings.map((w) => `Warning: ${w}`));
  if (summary.stopped) lines.push(summary.stopped);
  if (summary.rejected.length > 0) {
    const n = summary.rejected.length;
    lines.push(`Rejected ${n} ${n === 1 ? unit[0] : unit[1]} (not imported):`);
    for (const r of summary.rejected) lines.push(`  ${r.where}${r.sku ? ` (${r.sku})` : ''}: ${r.reason}`);
  }
  return lines.join('\n');
}

/**
 * A rejected row for a table: the CSV line as a number, and the field apart from the message. Every reason the checks
 * give starts with the column or field it is about ("price: must be ..."), except those about the row as a whole.
 */
export function rejectedRowParts(row: RejectedRow): {
  where: string;
  line: number | null;
  sku: string;
  field: string | null;
  message: string;
} {
  const line = /^line (\d+)$/.exec(row.where);
  const field = /^([a-z_]+(?:\.[\w[\].]+)?): (.*)$/s.exec(row.reason);
  return {
    where: row.where,
    line: line ? Number(line[1]) : null,
    sku: row.sku,
    field: field ? field[1]! : null,
    message: field ? field[2]! : row.reason,
  };
}
