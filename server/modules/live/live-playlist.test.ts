import { describe, expect, it } from 'vitest';
import { liveEdge, parseSourcePlaylist, renderLivePlaylist, segmentStart, sourceSegmentOf } from './live-playlist.js';

const vod = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:6
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:6.000000,
seg00.ts
#EXTINF:6.000000,
seg01.ts
#EXTINF:4.5,
seg02.ts
#EXT-X-ENDLIST
`;
const source = parseSourcePlaylist(vod);
const start = new Date('2026-03-02T02:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('live playlist from a looped recording', () => {
  it('reads the segments of a VOD playlist', () => {
    expect(source).toEqual([
      { uri: 'seg00.ts', duration: 6 },
      { uri: 'seg01.ts', duration: 6 },
      { uri: 'seg02.ts', duration: 4.5 },
    ]);
  });

  it('places timeline segments on the loop (16.5 s per loop)', () => {
    expect([0, 1, 2, 3, 4, 7].map((k) => segmentStart(source, k))).toEqual([0, 6, 12, 16.5, 22.5, 39]);
    expect(sourceSegmentOf(source, 7).uri).toBe('seg01.ts');
  });

  it('the live edge is the newest complete segment', () => {
    expect(liveEdge(source, 0)).toBe(0);
    expect(liveEdge(source, 5.9)).toBe(0);
    expect(liveEdge(source, 6)).toBe(0);
    expect(liveEdge(source, 12)).toBe(1);
    expect(liveEdge(source, 16.5)).toBe(2);
    expect(liveEdge(source, 22.4)).toBe(2);
    expect(liveEdge(source, 22.5)).toBe(3);
    expect(liveEdge(source, 16.5 * 100 + 6)).toBe(300);
  });

  it('is a live playlist: no ENDLIST, a sliding window, discontinuities at the loop', () => {
    const uri = (k: number) => `seg/${k}.ts?token=t`;
    const early = renderLivePlaylist({ source, start, now: at(3), segmentUri: uri });
    expect(early.mediaSequence).toBe(0);
    expect(early.text).not.toContain('#EXT-X-ENDLIST');
    expect(early.text).toContain('#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-DISCONTINUITY-SEQUENCE:0\n');
    expect(early.text.match(/^seg\//gm)).toHaveLength(1);

    const later = renderLivePlaylist({ source, start, now: at(16.5 * 2 + 12.1), segmentUri: uri });
    // Edge 7 (third loop, second segment): the window lists 3..7 with loop boundaries before 3 and 6.
    expect(later.mediaSequence).toBe(3);
    expect(later.text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:6',
        '#EXT-X-MEDIA-SEQUENCE:3',
        '#EXT-X-DISCONTINUITY-SEQUENCE:0',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-02T02:00:16.500Z',
        '#EXTINF:6.000,',
        'seg/3.ts?token=t',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-02T02:00:22.500Z',
        '#EXTINF:6.000,',
        'seg/4.ts?token=t',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-02T02:00:28.500Z',
        '#EXTINF:4.500,',
        'seg/5.ts?token=t',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-02T02:00:33.000Z',
        '#EXTINF:6.000,',
        'seg/6.ts?token=t',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-02T02:00:39.000Z',
        '#EXTINF:6.000,',
        'seg/7.ts?token=t',
        '',
      ].join('\n'),
    );
    // One segment later the boundary before 3 has slid out: it is counted instead.
    const next = renderLivePlaylist({ source, start, now: at(16.5 * 2 + 16.5), segmentUri: uri });
    expect(next.mediaSequence).toBe(4);
    expect(next.text).toContain('#EXT-X-MEDIA-SEQUENCE:4\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
  });
});
