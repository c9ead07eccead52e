export * from './load-shape';
export * from './load-fit';
export * from './model-hourly-load';
