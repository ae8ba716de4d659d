#!/usr/bin/env bash
# Makes the demo live signal committed beside this script: 60 s of video as ten 6-second
# MPEG-TS segments (segNN.mpegts) and their VOD playlist (source.m3u8). The server loops them into a
# sliding-window live playlist (server/modules/live/live-playlist.ts), so a demo live class
# plays as a real HLS live stream. Needs ffmpeg (libx264, aac); only for re-making the
# files: seeding copies them as they are.
#   apt-get install -y ffmpeg && bash server/seed/live-media/make-live.sh
set -euo pipefail
cd "$(dirname "$0")"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
box="fontcolor=white:box=1:boxborderw=4"
# A title bar with a red LIVE badge (it hides the pattern's own counter), a running mm:ss clock (the loop's own time) and a moving test pattern.
overlay="drawbox=x=0:y=0:w=iw:h=44:color=black@0.7:t=fill"
overlay="${overlay},drawtext=fontfile=${font}:text='LIVE':x=12:y=10:fontsize=22:${box}:boxcolor=red@0.9"
overlay="${overlay},drawtext=fontfile=${font}:text='Demo live class':x=86:y=14:fontsize=16:${box}:boxcolor=black@0.5"
overlay="${overlay},drawtext=fontfile=${font}:text='%{eif\:t/60\:d\:2}\:%{eif\:mod(t\,60)\:d\:2}':x=w-tw-12:y=h-th-14:fontsize=26:${box}:boxcolor=black@0.6"
# Named .mpegts, not .ts: TypeScript, lint and test tools take every *.ts for source code.
rm -f seg*.ts seg*.mpegts source.m3u8
# H.264 baseline 15 fps with a keyframe every 2 s (segments cut on keyframes, exactly 6 s),
# mono AAC with a quiet tick every second.
ffmpeg -y -loglevel error \
  -f lavfi -i "testsrc2=size=320x180:rate=15" \
  -f lavfi -i "sine=frequency=880:beep_factor=4:sample_rate=22050,volume=0.15" -t 60 \
  -vf "${overlay}" -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 34 -g 30 -keyint_min 30 -sc_threshold 0 \
  -c:a aac -b:a 24k -ac 1 \
  -f hls -hls_time 6 -hls_list_size 0 -hls_playlist_type vod -hls_segment_filename 'seg%02d.mpegts' source.m3u8
ls -l seg*.mpegts source.m3u8
du -ch seg*.mpegts | tail -n 1
