import type { RewardSource } from '@arcadia/contract/calls/activity/rewards';

/** Each way to earn drawn for the app: a rounded tile in the source's colour with its own glyph. */
const TILE: Record<RewardSource, { fill: string; glyph: string }> = {
  // A game pad.
  task: {
    fill: '#7c6cf2',
    glyph:
      'M9 14h14a5 5 0 0 1 0 10c-2 0-3-2-4-3h-6c-1 1-2 3-4 3a5 5 0 0 1 0-10zm2 3v2h-2v2h2v2h2v-2h2v-2h-2v-2zm10 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm-2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  // A calendar with a tick.
  checkin: {
    fill: '#35c07d',
    glyph:
      'M10 9h2v2h8V9h2v2h2a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V12a1 1 0 0 1 1-1h2zm-1 6v9h14v-9zm4 4l2 2 4-4 1 1-5 5-3-3z',
  },
  // A rising star.
  newbie: { fill: '#ffb020', glyph: 'M16 7l2.6 5.6 6.1.7-4.5 4.2 1.2 6L16 20.6 10.6 23.5l1.2-6-4.5-4.2 6.1-.7z' },
  // Two people.
  invite: {
    fill: '#3fa7f5',
    glyph:
      'M13 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 24c0-4 3-7 7-7s7 3 7 7zm15 0c0-2-.6-3.9-1.8-5.3A5 5 0 0 1 26 24z',
  },
  // A red packet.
  giftcode: {
    fill: '#e5484d',
    glyph:
      'M9 7h14a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm0 4c3 3 11 3 14 0V8H9zm7 3a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  },
  // A ticket.
  luckycode: {
    fill: '#c084fc',
    glyph: 'M7 11h18v3a2 2 0 0 0 0 4v3H7v-3a2 2 0 0 0 0-4zm10 1v2h1v-2zm0 3v2h1v-2zm0 3v2h1v-2z',
  },
  // A three-by-three grid with a filled corner.
  sudoku: {
    fill: '#40c4aa',
    glyph:
      'M8 8h16v16H8zm2 2v3.3h3.3V10zm4.3 0v3.3h3.4V10zm4.4 0v3.3H22V10zM10 14.3v3.4h3.3v-3.4zm4.3 0v3.4h3.4v-3.4zm4.4 0v3.4H22v-3.4zM10 18.7V22h3.3v-3.3zm4.3 0V22h3.4v-3.3z',
  },
  // A stack of coins.
  pool: {
    fill: '#ffc94d',
    glyph:
      'M16 7c4 0 7 1.3 7 3s-3 3-7 3-7-1.3-7-3 3-3 7-3zm-7 5c0 1.7 3 3 7 3s7-1.3 7-3v3c0 1.7-3 3-7 3s-7-1.3-7-3zm0 5c0 1.7 3 3 7 3s7-1.3 7-3v3c0 1.7-3 3-7 3s-7-1.3-7-3z',
  },
};

export function SourceArt({ source, size = 40 }: { source: RewardSource; size?: number }) {
  const tile = TILE[source];
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={tile.fill} />
      <path d={tile.glyph} fill="#fff" fillRule="evenodd" />
    </svg>
  );
}
