import { getTeam } from '../../content';

/*
 * Whose portraits the photo project's uploads become, from the content's team (whatever the agency's
 * team is), and the names the uploads are given.
 */

const team = getTeam('en');

/** The member whose portrait the phone photo becomes: the content's first. */
export const MEMBER = { slug: team[0]!.slug, name: team[0]!.name };
export const UPLOAD = 'team-photo.jpg';

/**
 * A real photograph (tools/pictures/real-photos.ts), uploaded as another member's portrait: the
 * second's. A team of one has no other portrait to give it, and its tests say so.
 */
export const REAL_MEMBER = team[1] && { slug: team[1].slug, name: team[1].name };
export const ONE_MEMBER =
  'a team of one: the real photograph needs a second member to be the portrait of';
export const REAL_UPLOAD = 'portrait-photograph.jpg';
