import { initials } from '@dealscout/domain';
import { Avatar } from 'antd';

// Teal, amber-brown, plum, slate, moss, brick: white initials on each reach 4.5:1.
const BACKGROUNDS = ['#0f4c5c', '#8a5a12', '#6b3f7a', '#3d5566', '#4d6b2f', '#9a3b2e'];

function backgroundOf(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return BACKGROUNDS[hash % BACKGROUNDS.length]!;
}

/**
 * An investor's logo: its initials on a colour of its own. The dataset carries no logo files, and the
 * app never fetches one from the investor's host (no requests to third parties on the user's behalf).
 */
export function InvestorLogo({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <Avatar size={size} shape="square" aria-hidden style={{ background: backgroundOf(name), flex: 'none', fontWeight: 600 }}>
      {initials(name) || '?'}
    </Avatar>
  );
}
