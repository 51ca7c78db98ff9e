import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type english from './video/words.en.json';
import type { Video } from '../content/schemas';
import { reportProblemLink } from '../forms/contact';
import { useWords } from '../i18n/words';

const palettes = [
  ['#15803d', '#fcd34d'],
  ['#0369a1', '#fb7185'],
] as const;

/**
 * A video that costs nothing until it is wanted: a poster drawn here, and only after a click the
 * privacy-enhanced YouTube player (no request leaves for the video host before then).
 */
export function VideoFacade({ video, tint = 0 }: { video: Video; tint?: 0 | 1 }) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [base, accent] = palettes[tint];
  const { pathname } = useLocation();
  // Its own words file: a page that shows videos loads it (src/site-map.ts, the route's `words`).
  const words = useWords<typeof english>('components/video');

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <figure className="card flex flex-col gap-3 !p-4">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink">
        {playing ? (
          <iframe
            ref={frameRef}
            className="absolute inset-0 h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`}
            title={video.title}
            referrerPolicy="strict-origin-when-cross-origin"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            // The player may run its scripts and play, nothing else: no pop-ups, no top-level
            // navigation away from the site, no forms.
            sandbox="allow-scripts allow-same-origin allow-presentation"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex h-full w-full items-center justify-center"
          >
            <svg viewBox="0 0 320 180" className="absolute inset-0 h-full w-full" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
              <rect width="320" height="180" fill={base} />
              <circle cx="270" cy="30" r="60" fill={accent} opacity=".35" />
              <circle cx="40" cy="160" r="70" fill="#fff" opacity=".12" />
              <circle cx="120" cy="20" r="14" fill="#fff" opacity=".2" />
              <circle cx="230" cy="150" r="20" fill={accent} opacity=".3" />
            </svg>
            <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-white shadow-lg transition-transform group-hover:scale-110">
              <svg viewBox="0 0 24 24" className="ml-1 h-10 w-10" aria-hidden="true" focusable="false">
                <path d="M7 4.5v15l12.5-7.5z" fill={base} />
              </svg>
            </span>
            <span className="sr-only">{words.play({ title: video.title })}</span>
          </button>
        )}
      </div>
      <figcaption>
        <h3 className="text-xl">{video.title}</h3>
        <p className="text-sm font-semibold text-ink-soft">{video.publisher}</p>
        <p className="mt-1">{video.description}</p>
        {!playing && (
          <p className="mt-2 text-sm text-ink-soft">{words.playsFromYouTube()}</p>
        )}
        <p className="mt-2 text-sm">
          <Link to={reportProblemLink({ page: pathname, video: video.title })} className="link">
            {words.reportProblem()}
          </Link>
        </p>
      </figcaption>
    </figure>
  );
}
