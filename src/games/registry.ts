import type { ComponentType } from 'react';
import type { CategorySlug } from '../content/schemas';
import type { GameProps } from './types';

/** An activity on a category page. */
export interface ActivityEntry {
  id: string;
  title: string;
  description: string;
  emoji: string;
  /** Loads the game on demand (Pixi and howler come with it). */
  load: () => Promise<{ default: ComponentType<GameProps> }>;
}

/** Each category's Interactive Activity (docs/product.md §2, activities per category). */
export const activities: Record<CategorySlug, ActivityEntry> = {
  diseases: {
    id: 'trigger-dash',
    title: 'Trigger Dash',
    description: 'Tap the things that keep you well and dodge the allergy and asthma triggers before time runs out.',
    emoji: '⚡',
    load: () => import('./trigger-dash'),
  },
  body: {
    id: 'label-the-organs',
    title: 'Label the Organs',
    description: 'Drag each organ to its place in the body over three rounds that get trickier each time.',
    emoji: '🫁',
    load: () => import('./label-the-organs'),
  },
  'mental-health': {
    id: 'emotion-wheel',
    title: 'Emotion Wheel',
    description: 'Spin through eight feelings and find a helpful tip for each one.',
    emoji: '🎡',
    load: () => import('./emotion-wheel'),
  },
  nutrition: {
    id: 'balanced-lunchbox',
    title: 'Balanced Lunchbox',
    description: 'Fill a lunchbox with one healthy food from each group before the timer ends.',
    emoji: '🍱',
    load: () => import('./balanced-lunchbox'),
  },
  'preventive-care': {
    id: 'handwashing-timer',
    title: '20-second Handwashing Timer',
    description: 'Scrub along with five steps for 20 seconds and build a clean-hands streak.',
    emoji: '🧼',
    load: () => import('./handwashing-timer'),
  },
  careers: {
    id: 'career-match',
    title: 'Career Match',
    description: 'Match each healthcare hero with the tool they use at work.',
    emoji: '🩺',
    load: () => import('./career-match'),
  },
};
