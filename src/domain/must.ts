/**
 * A value the code has made sure of (a map entry just set, a row just read, a schema's checked
 * field): the value, or a plain Error saying why it had to be there. Its absence is a bug, never
 * a user's or a client's mistake. Shared by the portal and the gateway in place of `value!`.
 */
export function must<T>(value: T | undefined, why: string): T {
  if (value === undefined) throw new Error(why);
  return value;
}
