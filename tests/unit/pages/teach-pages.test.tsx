// For Teachers and a lesson guide as a teacher reads them: each lesson's length added up from its
// steps (one step optional), the note that nobody has reviewed the guides yet, what the lesson
// needs, and the curriculum links with the edition each is from.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { teacherGuides } from '../../../src/content/teaching';
import { lessonTime, lessonTimeText, teachingNotReviewed } from '../../../src/content/teaching/lesson';
import { materialsForUses } from '../../../src/content/teaching/materials';
import { Component as TeachPage, loader as teachLoader } from '../../../src/pages/teach/teach-page';
import { Component as TeacherGuidePage, loader as guideLoader } from '../../../src/pages/teach/teacher-guide-page';

const show = async (path: string, heading: string) => {
  const router = createMemoryRouter(
    [
      { path: '/teach', loader: teachLoader, Component: TeachPage },
      { path: '/teach/:category', loader: guideLoader, Component: TeacherGuidePage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
};

describe('For Teachers', () => {
  it('says how long the lessons are from their steps, gives each guide its own length, and says nobody has reviewed them yet', async () => {
    await show('/teach', 'For Teachers');
    const guides = screen.getByRole('region', { name: 'Lesson guides' });
    expect(within(guides).getByText(/For ages 8 to 14, each about 40 minutes, plus one optional step,/)).toBeInTheDocument();
    expect(within(guides).queryByText(/45 minutes/)).toBeNull();
    expect(within(guides).getByText(teachingNotReviewed)).toBeInTheDocument();
    for (const guide of Object.values(teacherGuides)) {
      const card = within(guides).getByRole('link', { name: new RegExp(guide.title) });
      expect(card).toHaveTextContent(`${lessonTimeText(lessonTime(guide))} · ages 8 to 14`);
    }
  });
});

describe('a lesson guide', () => {
  it('gives the body lesson’s length, marks its optional step, shows the video’s running time and what the lesson needs', async () => {
    const guide = teacherGuides.body;
    await show('/teach/body', guide.title);
    expect(screen.getByText(teachingNotReviewed)).toBeInTheDocument();
    expect(screen.getAllByText(/About 40 minutes \(plus 5 optional\)/).length).toBeGreaterThanOrEqual(2);
    const plan = screen.getByRole('region', { name: 'The lesson, step by step' });
    expect(within(plan).getByRole('heading', { level: 3, name: '8. If a heart stops: call, push, shock (5 minutes, optional)' })).toBeInTheDocument();
    expect(within(plan).getByRole('link', { name: /Video: .* \(4:27\)/ })).toBeInTheDocument();
    expect(within(plan).getAllByText('Ages 11 to 14:').length).toBeGreaterThan(0);
    const needs = screen.getByRole('region', { name: 'What you need' });
    expect(within(needs).getByText(materialsForUses.video)).toBeInTheDocument();
    expect(within(needs).getByText(materialsForUses['class-quiz'])).toBeInTheDocument();
    for (const item of guide.materials) expect(within(needs).getByText(item)).toBeInTheDocument();
  });

  it('heads England’s 2019 statements as replaced, and links the body lesson to the science curriculum', async () => {
    await show('/teach/body', teacherGuides.body.title);
    const curriculum = screen.getByRole('region', { name: 'Curriculum links' });
    // The body lesson links to primary (first aid) and secondary (CPR, defibrillators) statements.
    expect(within(curriculum).getAllByRole('heading', { level: 3, name: /RSHE 2019 \(replaced from September 2026\)/ })).toHaveLength(2);
    expect(within(curriculum).getByRole('heading', { level: 3, name: /science, key stage 2/ })).toBeInTheDocument();
    expect(within(curriculum).getByText(/Pupils should be taught to identify and name the main parts of the human circulatory system/)).toBeInTheDocument();
    expect(within(curriculum).getByText(/Grades 3-5, indicator 1\.5\.1/)).toBeInTheDocument();
  });

  it('points ages 11 to 14 to further reading that exists', async () => {
    await show('/teach/preventive-care', teacherGuides['preventive-care'].title);
    const who = screen.getByRole('region', { name: 'Who it is for' });
    expect(within(who).getByRole('heading', { level: 3, name: 'Further reading for ages 11 to 14' })).toBeInTheDocument();
    expect(within(who).getByRole('link', { name: 'Sun Safety: Sunscreen, Sunburn and Staying Cool' })).toHaveAttribute('href', '/library/preventive-care/sun-safety');
  });

  it('says the mental health lesson’s written questions are on the worksheet, and keeps its notes with the helplines', async () => {
    await show('/teach/mental-health', teacherGuides['mental-health'].title);
    expect(screen.getByText(/short written questions on the lesson’s goals/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /1\. Private check-in and ground rules/ })).toBeInTheDocument();
    expect(screen.getByText(/For ages 8 to 10, know what the help boxes say/)).toBeInTheDocument();
  });
});
