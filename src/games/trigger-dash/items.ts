// The eight things that float through Trigger Dash (four that keep you well, four triggers), and an icon of one in the arena.

export type ItemType = 'safe' | 'trigger';
export type ItemKind = 'water' | 'mask' | 'soap' | 'rest' | 'smoke' | 'pet-dander' | 'pollen' | 'dust';

export interface ItemKindInfo {
  kind: ItemKind;
  type: ItemType;
  label: string;
  emoji: string;
  /** Why it helps or hurts, said after a tap. */
  why: string;
}

export const itemKinds: Record<ItemKind, ItemKindInfo> = {
  water: { kind: 'water', type: 'safe', label: 'Water', emoji: '💧', why: 'Your body uses water to keep a normal temperature and to get rid of waste.' },
  mask: { kind: 'mask', type: 'safe', label: 'Face mask', emoji: '😷', why: 'A face mask helps keep dust and germs out of your nose and mouth.' },
  soap: { kind: 'soap', type: 'safe', label: 'Soap', emoji: '🧼', why: 'Washing with soap rinses pollen and germs off your hands.' },
  rest: { kind: 'rest', type: 'safe', label: 'Rest', emoji: '🛌', why: 'Rest helps your body get better and stay strong.' },
  smoke: { kind: 'smoke', type: 'trigger', label: 'Smoke', emoji: '💨', why: 'Smoke bothers your airways and can set off asthma.' },
  'pet-dander': { kind: 'pet-dander', type: 'trigger', label: 'Pet dander', emoji: '🐈', why: 'Tiny flakes from furry pets can make some people sneeze and wheeze.' },
  pollen: { kind: 'pollen', type: 'trigger', label: 'Pollen', emoji: '🌼', why: 'Pollen can set off hay fever and asthma.' },
  dust: { kind: 'dust', type: 'trigger', label: 'Dust', emoji: '🧹', why: 'Dust and dust mites can make noses sneezy and chests wheezy.' },
};

export const safeKinds = ['water', 'mask', 'soap', 'rest'] as const satisfies readonly ItemKind[];
export const triggerKinds = ['smoke', 'pet-dander', 'pollen', 'dust'] as const satisfies readonly ItemKind[];

/** An icon in the arena; `left`/`top` are its centre in percent, `bornMs` the game time it appeared. */
export interface Item {
  id: number;
  kind: ItemKind;
  type: ItemType;
  label: string;
  left: number;
  top: number;
  bornMs: number;
}
