import { describe, expect, it } from 'vitest';
import { pickEncoding, type HashedAsset } from './hashed-assets';

const asset: HashedAsset = {
  type: 'text/javascript; charset=utf-8',
  plain: Buffer.from('plain'),
  br: Buffer.from('br'),
  gzip: Buffer.from('gz'),
};

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
    ['', null],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    const picked = pickEncoding(header, asset);
    expect(picked.encoding).toBe(expected);
    expect(picked.body.toString()).toBe(expected === 'gzip' ? 'gz' : (expected ?? 'plain'));
  });

  it('sends the plain file when the build wrote no compressed copy', () => {
    const small: HashedAsset = { type: 'image/svg+xml', plain: Buffer.from('<svg/>') };
    expect(pickEncoding('br, gzip', small)).toEqual({ encoding: null, body: small.plain });
  });
});
