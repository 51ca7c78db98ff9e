// The roles and tools of Career Match (docs/product.md §3, career role and tool): eight healthcare roles a
// child would recognise, the tool each is best known for, and two real tools whose roles are not
// in the game (the decoys of round 2). Facts checked against public pages, listed in
// docs/content-review-2026-11/career-facts.md; the sentences are our own.

export type RoleId = 'doctor' | 'nurse' | 'dentist' | 'pharmacist' | 'paramedic' | 'radiographer' | 'physical-therapist' | 'optometrist';

export type ToolId = 'stethoscope' | 'thermometer' | 'dental-mirror' | 'pill-bottle' | 'ambulance' | 'x-ray' | 'exercise-band' | 'eye-chart' | 'microscope' | 'hearing-aid';

export interface Role {
  id: RoleId;
  name: string;
  /**
   * A stand-in emoji for lists and notes. The game itself draws each person (people.tsx) and each
   * tool (pictures.tsx); a role's emoji is neutral and never shows its own tool.
   */
  icon: string;
  /** Shown after a correct match: one true thing about the job. */
  fact: string;
}

export interface Tool {
  id: ToolId;
  name: string;
  icon: string;
  /** The role it belongs to; a decoy's role is not in the game. */
  matchRole: RoleId | null;
  isDecoy: boolean;
  /** For a decoy: who really uses it, said kindly when it is tried. */
  decoyMessage?: string;
}

export const roles: Record<RoleId, Role> = {
  doctor: {
    id: 'doctor',
    name: 'Doctor',
    icon: '🧑‍⚕️',
    fact: 'Doctors listen to your heart and lungs with a stethoscope. Nurses, paramedics and other health workers use one too.',
  },
  nurse: {
    id: 'nurse',
    name: 'Nurse',
    icon: '🧑‍⚕️',
    fact: 'Nurses take your temperature, check your heart rate and breathing, and care for patients day and night.',
  },
  dentist: {
    id: 'dentist',
    name: 'Dentist',
    icon: '🦷',
    fact: "A dentist's small mirror lets them see the backs of your teeth and bounce extra light into your mouth.",
  },
  pharmacist: {
    id: 'pharmacist',
    name: 'Pharmacist',
    icon: '⚕️',
    fact: 'Pharmacists check that each medicine is the right one and the right amount, and explain how to take it.',
  },
  paramedic: {
    id: 'paramedic',
    name: 'Paramedic',
    icon: '🚨',
    fact: 'Paramedics treat people at the scene, then keep caring for them in the ambulance on the way to the hospital.',
  },
  radiographer: {
    id: 'radiographer',
    name: 'Radiographer',
    icon: '🦴',
    fact: 'In the US, radiographers are called radiologic technologists. They take X-rays and scans of the inside of your body.',
  },
  'physical-therapist': {
    id: 'physical-therapist',
    name: 'Physical therapist',
    icon: '🏃',
    fact: 'Physical therapists use exercises and stretchy bands to help people get strong and move well after an injury.',
  },
  optometrist: {
    id: 'optometrist',
    name: 'Optometrist',
    icon: '👓',
    fact: 'Optometrists use an eye chart to check how clearly you see, and they can prescribe glasses or contacts.',
  },
};

export const tools: Record<ToolId, Tool> = {
  stethoscope: { id: 'stethoscope', name: 'Stethoscope', icon: '🩺', matchRole: 'doctor', isDecoy: false },
  thermometer: { id: 'thermometer', name: 'Thermometer', icon: '🌡️', matchRole: 'nurse', isDecoy: false },
  'dental-mirror': { id: 'dental-mirror', name: 'Dental mirror', icon: '🪞', matchRole: 'dentist', isDecoy: false },
  'pill-bottle': { id: 'pill-bottle', name: 'Pill bottle', icon: '💊', matchRole: 'pharmacist', isDecoy: false },
  ambulance: { id: 'ambulance', name: 'Ambulance', icon: '🚑', matchRole: 'paramedic', isDecoy: false },
  'x-ray': { id: 'x-ray', name: 'X-ray machine', icon: '🩻', matchRole: 'radiographer', isDecoy: false },
  'exercise-band': { id: 'exercise-band', name: 'Exercise band', icon: '🪢', matchRole: 'physical-therapist', isDecoy: false },
  'eye-chart': { id: 'eye-chart', name: 'Eye chart', icon: '👁️', matchRole: 'optometrist', isDecoy: false },
  microscope: {
    id: 'microscope',
    name: 'Microscope',
    icon: '🔬',
    matchRole: null,
    isDecoy: true,
    decoyMessage: "Lab scientists use microscopes to spot germs and look at blood cells. They're not in this round!",
  },
  'hearing-aid': {
    id: 'hearing-aid',
    name: 'Hearing aid',
    icon: '🦻',
    matchRole: null,
    isDecoy: true,
    decoyMessage: "Audiologists test hearing and fit hearing aids for people who need them. They're not in this round!",
  },
};
