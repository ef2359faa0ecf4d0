import { SHOP_TIME_ZONE } from '@shop/contract/admin-dashboard';

/**
 * The shop's calendar in Cairo time, which keeps summer time some years: a day's bounds are worked out for that day,
 * never as a fixed offset from UTC.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const DAY_MS = 24 * 3600_000;

/** The Cairo calendar day of an instant, YYYY-MM-DD. */
export const shopDay = (at: Date): string => dayFormat.format(at);

/** How far Cairo's clock is ahead of UTC at an instant. */
function offsetMs(at: number): number {
  const parts = Object.fromEntries(
    clockFormat.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)] as const),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - (at - (at % 1000));
}

/** The instant a Cairo day starts. */
export function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Twice: the offset of the first guess may be the other side of a summer-time change.
  const first = wall - offsetMs(wall);
  return new Date(wall - offsetMs(first));
}

/** The day `n` days after `day` (negative: before), YYYY-MM-DD. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The shop's week starts on Saturday, the first working day after Egypt's Friday. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday ... 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant on Cairo's wall clock, YYYY-MM-DD HH:MM, as staff read times in the back office. */
export function shopClock(at: string | Date): string {
  const parts = Object.fromEntries(
    wallClock.formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
