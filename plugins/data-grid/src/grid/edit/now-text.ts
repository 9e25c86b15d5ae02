const pad = (n: number) => String(n).padStart(2, '0');

/** The local offset as Postgres prints it: `+01`, or `+05:30` when it has minutes. */
function offsetText(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/**
 * A moment written the way the date and time editors' placeholders ask for it (spec section 9:
 * 'yyyy-mm-dd hh:mm:ss', with +zz for the zoned types), in the browser's time zone; undefined
 * for a format that is not a date or time.
 */
export function nowText(format: string, date = new Date()): string | undefined {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  switch (format) {
    case 'date':
      return day;
    case 'time':
      return time;
    case 'timetz':
      return time + offsetText(date);
    case 'timestamp':
      return `${day} ${time}`;
    case 'timestamptz':
      return `${day} ${time}${offsetText(date)}`;
    default:
      return undefined;
  }
}

/** A stored timestamp (JSON gives `2024-05-01T10:00:00+00:00`) in the editor's spaced form. */
export const spacedTimestamp = (text: string) =>
  /^\d{4,}-\d\d-\d\dT/.test(text) ? text.replace('T', ' ') : text;
