export * from './pge-rates';
