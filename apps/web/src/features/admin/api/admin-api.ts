/**
 * The admin's GraphQL calls: the moderation queue, posts (unpublished included), categories and tags.
 * The server checks the admin role on every call.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// The GraphQL client lives with the blog feature; move it to src/api/ once a third feature needs it.
import { type GraphQLFiles, graphqlRequest } from "../../../api/graphql.ts";

export interface QueuedComment {
  id: string;
  content: string;
  createdAt: string;
  user: { username: string };
  post: { id: string; title: string; slug: string };
}

export interface AdminPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
  isFeatured: boolean;
  featuredImage: string | null;
  createdAt: string;
  category: { slug: string } | null;
  tags: { slug: string }[];
}

export interface Term {
  name: string;
  slug: string;
}

export interface PostFields {
  title: string;
  slug: string;
  content: string;
  categorySlug: string | null;
  tagSlugs: string[];
  isPublished: boolean;
  isFeatured: boolean;
}

const POST_FIELDS =
  "id title slug content isPublished isFeatured featuredImage createdAt category { slug } tags { slug }";

export const queueQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "queue"],
    queryFn: async () =>
      (
        await graphqlRequest<{ moderationQueue: QueuedComment[] }>(
          "query ModerationQueue { moderationQueue { id content createdAt user { username } post { id title slug } } }",
        )
      ).moderationQueue,
  });

export const adminPostsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "posts"],
    queryFn: async () =>
      (
        await graphqlRequest<{ adminPosts: AdminPost[] }>(
          `query AdminPosts { adminPosts { ${POST_FIELDS} } }`,
        )
      ).adminPosts,
  });

export const termsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "terms"],
    queryFn: () =>
      graphqlRequest<{ allCategories: Term[]; allTags: Term[] }>(
        "query Terms { allCategories { name slug } allTags { name slug } }",
      ),
  });

export const useQueue = () => useQuery(queueQueryOptions());
export const useAdminPosts = () => useQuery(adminPostsQueryOptions());
export const useTerms = () => useQuery(termsQueryOptions());

/** Approves or deletes a queued comment, then reloads the queue (and the public post). */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "approve" | "delete" }) =>
      action === "approve"
        ? graphqlRequest("mutation Approve($id: ID!) { approveComment(commentId: $id) { id } }", { id })
        : graphqlRequest("mutation Delete($id: ID!) { deleteComment(commentId: $id) { id } }", { id }),
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: ["admin"] })
        .then(() => client.invalidateQueries({ queryKey: ["blog"] })),
  });
}

/** Creates (no id) or updates a post, with an optional featured image. */
export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      fields,
      image,
    }: {
      id: string | null;
      fields: PostFields;
      image: File | null;
    }) => {
      const input = { ...fields, featuredImage: null };
      const files: GraphQLFiles = image ? { "input.featuredImage": image } : {};
      if (id === null) {
        const data = await graphqlRequest<{ createPost: AdminPost }>(
          `mutation CreatePost($input: PostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`,
          { input },
          files,
        );
        return data.createPost;
      }
      const data = await graphqlRequest<{ updatePost: AdminPost }>(
        `mutation UpdatePost($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { ${POST_FIELDS} } }`,
        { id, input },
        files,
      );
      return data.updatePost;
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["admin"] }),
        client.invalidateQueries({ queryKey: ["blog"] }),
      ]),
  });
}

/** Adds a category or a tag (the slug is made from the name when empty). */
export function useCreateTerm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, name }: { kind: "category" | "tag"; name: string }) =>
      kind === "category"
        ? graphqlRequest("mutation AddCategory($name: String!) { createCategory(name: $name) { slug } }", {
            name,
          })
        : graphqlRequest("mutation AddTag($name: String!) { createTag(name: $name) { slug } }", { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin", "terms"] }),
  });
}
