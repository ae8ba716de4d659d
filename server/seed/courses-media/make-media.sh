#!/usr/bin/env bash
# Makes the demo course media committed beside this script. Needs ffmpeg (with libx264 and
# libmp3lame) and espeak-ng; only for re-making the files: seeding copies them as they are.
#   apt-get install -y ffmpeg espeak-ng && bash server/seed/courses-media/make-media.sh
set -euo pipefail
cd "$(dirname "$0")"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
label() { # text, seconds-counter on a test pattern
  echo "drawtext=fontfile=${font}:text='$1':x=16:y=16:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5,drawtext=fontfile=${font}:text='%{eif\:t\:d} s':x=16:y=h-40:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5"
}
# 60 s H.264 (baseline, yuv420p) + AAC in MP4 with the index first: plays in Chromium and seeks over Range requests.
ffmpeg -y -loglevel error -f lavfi -i "testsrc=size=320x180:rate=15" -f lavfi -i "sine=frequency=440:sample_rate=22050" -t 60 \
  -vf "$(label 'Demo lesson A')" -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 36 -g 30 \
  -c:a aac -b:a 32k -ac 1 -movflags +faststart lesson-a.mp4
ffmpeg -y -loglevel error -f lavfi -i "smptebars=size=320x180:rate=15" -f lavfi -i "sine=frequency=330:sample_rate=22050" -t 45 \
  -vf "$(label 'Demo lesson B')" -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 36 -g 30 \
  -c:a aac -b:a 32k -ac 1 -movflags +faststart lesson-b.mp4
# About 30 s of speech as MP3.
espeak-ng -v en-us -s 150 -w /tmp/portal-speech.wav \
  "Welcome to the demo audio lesson of the learning portal. This recording is made by the project itself. \
   Listen to the end to complete the lesson. Good communication starts with listening. \
   Ask open questions, summarise what you heard, and agree on the next step. Thank you for listening."
ffmpeg -y -loglevel error -i /tmp/portal-speech.wav -ar 22050 -ac 1 -c:a libmp3lame -b:a 48k lesson-audio.mp3
rm -f /tmp/portal-speech.wav
ls -l lesson-a.mp4 lesson-b.mp4 lesson-audio.mp3
