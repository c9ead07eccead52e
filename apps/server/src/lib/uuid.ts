const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid (so it can be compared with a uuid column without a cast error). */
export const isUuid = (value: string) => UUID.test(value);
