// The roles and tools of Career Match (SPEC.md §3, career role and tool): eight healthcare roles a
// child would recognise, the tool each is best known for, and two real tools whose roles are not
// in the game (the decoys of round 2). Facts checked against public pages, listed in
// docs/content-review-2026-11/career-facts.md; the sentences are our own.

export type RoleId = 'doctor' | 'nurse' | 'dentist' | 'pharmacist' | 'paramedic' | 'radiographer' | 'physical-therapist' | 'optometrist';

export type ToolId = 'stethoscope' | 'thermometer' | 'dental-mirror' | 'pill-bottle' | 'ambulance' | 'x-ray' | 'exercise-band' | 'eye-chart' | 'microscope' | 'hearing-aid';

export interface Role {
  id: RoleId;
  name: string;
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
    fact: 'Doctors listen to your heart and lungs with a stethoscope to check that they sound healthy.',
  },
  nurse: {
    id: 'nurse',
    name: 'Nurse',
    icon: '👩‍⚕️',
    fact: 'Nurses check your temperature, heart rate and breathing, and care for patients day and night.',
  },
  dentist: {
    id: 'dentist',
    name: 'Dentist',
    icon: '🦷',
    fact: 'A dentist uses a small mirror to see the backs of your teeth, where cavities like to hide.',
  },
  pharmacist: {
    id: 'pharmacist',
    name: 'Pharmacist',
    icon: '🏪',
    fact: 'Pharmacists make sure each medicine is the right one, at the right dose, and explain how to take it.',
  },
  paramedic: {
    id: 'paramedic',
    name: 'Paramedic',
    icon: '🚨',
    fact: 'Paramedics start treating people on the way to the hospital, right inside the ambulance.',
  },
  radiographer: {
    id: 'radiographer',
    name: 'Radiographer',
    icon: '🦴',
    fact: 'Radiographers, also called X-ray technologists, take pictures of the inside of your body, like your bones.',
  },
  'physical-therapist': {
    id: 'physical-therapist',
    name: 'Physical therapist',
    icon: '🏃',
    fact: 'Physical therapists teach exercises that help people move, get strong again and heal after an injury.',
  },
  optometrist: {
    id: 'optometrist',
    name: 'Optometrist',
    icon: '👓',
    fact: 'Optometrists test how well you see, often with a letter chart, and can prescribe glasses.',
  },
};

export const tools: Record<ToolId, Tool> = {
  stethoscope: { id: 'stethoscope', name: 'Stethoscope', icon: '🩺', matchRole: 'doctor', isDecoy: false },
  thermometer: { id: 'thermometer', name: 'Thermometer', icon: '🌡️', matchRole: 'nurse', isDecoy: false },
  'dental-mirror': { id: 'dental-mirror', name: 'Dental mirror', icon: '🪞', matchRole: 'dentist', isDecoy: false },
  'pill-bottle': { id: 'pill-bottle', name: 'Pill bottle', icon: '💊', matchRole: 'pharmacist', isDecoy: false },
  ambulance: { id: 'ambulance', name: 'Ambulance', icon: '🚑', matchRole: 'paramedic', isDecoy: false },
  'x-ray': { id: 'x-ray', name: 'X-ray machine', icon: '🩻', matchRole: 'radiographer', isDecoy: false },
  'exercise-band': { id: 'exercise-band', name: 'Exercise band', icon: '🎗️', matchRole: 'physical-therapist', isDecoy: false },
  'eye-chart': { id: 'eye-chart', name: 'Eye chart', icon: '👁️', matchRole: 'optometrist', isDecoy: false },
  microscope: {
    id: 'microscope',
    name: 'Microscope',
    icon: '🔬',
    matchRole: null,
    isDecoy: true,
    decoyMessage: 'Lab scientists use microscopes to study germs and blood, but no one in this round does.',
  },
  'hearing-aid': {
    id: 'hearing-aid',
    name: 'Hearing aid',
    icon: '🦻',
    matchRole: null,
    isDecoy: true,
    decoyMessage: 'Audiologists fit hearing aids, and they are not in this round.',
  },
};
