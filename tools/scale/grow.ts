/*
 * A copy's content grown to `posts` posts per language as the scale command grows it: the team to one
 * member for every 20 posts, the posts (written by the whole team in turn), the projects to one for
 * every 10 (grow-posts.ts, grow-people.ts). The content shapes (tools/shapes/) grow theirs here too.
 */
import { growPosts, type PostGrowth } from './grow-posts';
import { growProjects, growTeam, projectCount, teamSize } from './grow-people';
import { readItems } from './items';

export interface Growth {
  posts: PostGrowth;
  team: number;
  projects: number;
}

export function grow(contentDir: string, posts: number): Growth {
  const team = growTeam(contentDir, teamSize(posts, readItems(contentDir, 'team').length));
  const grown = growPosts(contentDir, posts, team);
  const projects = growProjects(
    contentDir,
    projectCount(posts, readItems(contentDir, 'projects').length),
  );
  return { posts: grown, team: team.length, projects };
}
