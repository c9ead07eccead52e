export * from './load-shape';
export * from './load-fit';
export * from './model-hourly-load';
export * from './green-button-csv';
export * from './green-button-xml';
export {
  GreenButtonError,
  MAX_FILLED_GAP_HOURS,
  meteredMonthlyKwh,
  type IntervalLoad,
} from './interval-year';
