/** The blog's shapes as the GraphQL API returns them (apps/server/schema.graphql). */
export interface Term {
  name: string;
  slug: string;
}

export interface Like {
  id: string;
}

export interface BlogComment {
  id: string;
  content: string;
  createdAt: string;
  isApproved: boolean;
  user: { username: string; avatar: string | null };
  numberOfLikes: number;
  likes: Like[];
}

/** A post as the lists show it. */
export interface PostCard {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  featuredImage: string | null;
  createdAt: string;
  isFeatured: boolean;
  category: Term | null;
}

/** A post as its page shows it. */
export interface Post extends PostCard {
  content: string;
  tags: Term[];
  /** The name the post is signed with (its author's name, else the editorial team's). */
  byline: string;
  numberOfLikes: number;
  likes: Like[];
  commentSet: BlogComment[];
}
