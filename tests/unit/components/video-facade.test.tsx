import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Video } from '../../../src/content/schemas';
import { VideoFacade } from '../../../src/components/video-facade';
import { reportProblemLink } from '../../../src/forms/contact';
import { LocaleContext } from '../../../src/i18n/words';
import { renderAt } from '../render';

// The video card's fixed words (src/components/video/words.*.json) in each language; the video's
// title, publisher and description are content and stay as they are.

const video: Video = {
  youtubeId: 'oqGuJhOeMek',
  title: 'Cell vs. virus: A battle for health',
  publisher: 'TED-Ed',
  description: "An animation of how a virus sneaks into a cell to make copies of itself, and how your body's defenses fight back.",
};

describe('VideoFacade', () => {
  it('names its play button by the video, says where it plays from, and offers to report a problem', () => {
    renderAt(<VideoFacade video={video} />, '/library/diseases');
    const play = screen.getByRole('button', { name: `Play video: ${video.title}` });
    expect(screen.getByText('The video plays from YouTube (privacy-enhanced mode) after you press play.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report a problem with this video' })).toHaveAttribute(
      'href',
      reportProblemLink({ page: '/library/diseases', video: video.title }),
    );

    fireEvent.click(play);
    expect(screen.getByTitle(video.title).tagName).toBe('IFRAME');
    expect(screen.queryByText(/plays from YouTube/)).toBeNull();
  });

  it('says its own words in Spanish on a Spanish page, and none of the English ones', () => {
    renderAt(
      <LocaleContext value="es">
        <VideoFacade video={video} />
      </LocaleContext>,
    );
    expect(screen.getByRole('button', { name: `Reproducir el video: ${video.title}` })).toBeInTheDocument();
    expect(screen.getByText('El video se reproduce desde YouTube (en modo de privacidad mejorada) cuando lo inicias.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avísanos si este video tiene un problema' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Play video|plays from YouTube|Report a problem/);
  });
});
