import { IMAGE_MAX_BYTES } from '@parca/contract';
import { describe, expect, it } from 'vitest';
import { RESIZE_LONGEST_SIDE, resizeTarget, serverTakes } from '../src/ui/imageResize';

const MB = 1024 * 1024;

describe('which pictures are downsized before the upload', () => {
  it('sends a small picture as it is', () => {
    expect(resizeTarget(200 * 1024, { width: 640, height: 480 })).toBeNull();
    expect(resizeTarget(IMAGE_MAX_BYTES, { width: RESIZE_LONGEST_SIDE, height: 1800 })).toBeNull();
  });

  it('downsizes a 13 MB, 48 Mpx phone photo to 2400 px on its longest side, keeping its shape', () => {
    expect(resizeTarget(13 * MB, { width: 8000, height: 6000 })).toEqual({ width: 2400, height: 1800 });
    expect(resizeTarget(13 * MB, { width: 3024, height: 4032 })).toEqual({ width: 1800, height: 2400 });
  });

  it('downsizes a light picture with too many pixels, and encodes a heavy one of few pixels again', () => {
    expect(resizeTarget(300 * 1024, { width: 9000, height: 5000 })).toEqual({ width: 2400, height: 1333 });
    expect(resizeTarget(IMAGE_MAX_BYTES + 1, { width: 2000, height: 1500 })).toEqual({ width: 2000, height: 1500 });
    expect(resizeTarget(6 * MB, { width: 20_000, height: 10 })).toEqual({ width: 2400, height: 1 });
  });

  it('knows what the server takes: 5 MB and 40 Mpx', () => {
    expect(serverTakes(IMAGE_MAX_BYTES, { width: 7750, height: 5160 })).toBe(true);
    expect(serverTakes(IMAGE_MAX_BYTES + 1, { width: 10, height: 10 })).toBe(false);
    expect(serverTakes(MB, { width: 8000, height: 6000 })).toBe(false);
  });
});
