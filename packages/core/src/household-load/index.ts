export * from './load-shape';
export * from './load-fit';
export * from './model-hourly-load';
export * from './green-button-csv';
export * from './green-button-xml';
