/**
 * The shop keeps time in UTC (ISO strings) and shows and counts it in Cairo time, as its customers live it. Egypt
 * moves its clocks in summer, so the offset is read from the time-zone database for each moment, never fixed.
 */
export const SHOP_TIME_ZONE = 'Africa/Cairo';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Cairo's clocks are ahead of UTC at `at`, in milliseconds. */
export function cairoOffsetMs(at: Date): number {
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The UTC moment (ISO) at which the Cairo day `day` (YYYY-MM-DD) begins. */
export function cairoDayStart(day: string): string {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at that midnight: read it at the UTC moment the midnight is nearest to, then once more to settle a
  // day on which the clocks move.
  let moment = wallMidnight - cairoOffsetMs(new Date(wallMidnight));
  moment = wallMidnight - cairoOffsetMs(new Date(moment));
  return new Date(moment).toISOString();
}

/** The Cairo day (YYYY-MM-DD) after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
