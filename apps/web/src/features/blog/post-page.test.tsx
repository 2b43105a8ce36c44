import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../i18n/index.ts";
import { signInAs } from "../../test/fixtures.tsx";
import type { BlogComment, Post } from "./api/types.ts";
import { PostPage } from "./post-page.tsx";

const POST: Post = {
  id: "7",
  title: "Как сформулировать намерение",
  slug: "kak",
  excerpt: "…",
  content: '<p>Hello <strong>world</strong></p><img src="x">',
  featuredImage: "posts/abc.png",
  createdAt: "2024-11-14T10:00:00Z",
  isFeatured: true,
  category: { name: "Метод", slug: "metod" },
  tags: [{ name: "цвет", slug: "tsvet" }],
  byline: "Wish Mandala editorial team",
  numberOfLikes: 3,
  likes: [{ id: "40" }, { id: "41" }, { id: "42" }],
  commentSet: [
    {
      id: "5",
      content: '<img src=x onerror="alert(1)">',
      createdAt: "2024-11-15T10:00:00Z",
      isApproved: true,
      user: { username: "reader", avatar: null },
      numberOfLikes: 0,
      likes: [],
    },
  ],
};

type Body = { query: string; variables: Record<string, unknown> };

/** The server of the page: `post` by its slug; a comment sent joins the reader's own awaiting moderation. */
function fakeGraphQL(post: Post = POST) {
  const pending: BlogComment[] = [];
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as Body;
    let data: unknown = {};
    if (body.query.includes("postBySlug")) data = { postBySlug: post };
    else if (body.query.includes("myPendingComments")) data = { myPendingComments: pending };
    else if (body.query.includes("allCategories"))
      data = { allCategories: [{ name: "Метод", slug: "metod" }] };
    else if (body.query.includes("updatePostLike"))
      data = { updatePostLike: { post: { id: "7", title: "", likes: [] } } };
    else if (body.query.includes("createComment")) {
      pending.push({
        id: "9",
        content: String(body.variables.content),
        createdAt: "2024-11-16T10:00:00Z",
        isApproved: false,
        user: { username: "vera", avatar: null },
        numberOfLikes: 0,
        likes: [],
      });
      data = { createComment: { comment: { id: "9" } } };
    }
    return new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
  });
}

const sentQueries = (spy: ReturnType<typeof fakeGraphQL>) =>
  spy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body);

function renderPost() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/post/:slug", element: <PostPage /> }], {
    initialEntries: ["/post/kak"],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function signIn(userId: number) {
  signInAs({ id: userId, username: "me" });
}

describe("PostPage", () => {
  beforeEach(() => i18n.changeLanguage("en"));
  afterEach(() => i18n.changeLanguage("ru"));

  it("shows the post to a visitor with no stored user, with a sign-in link back to it", async () => {
    fakeGraphQL();
    renderPost();
    expect(await screen.findByRole("heading", { level: 1, name: POST.title })).toBeTruthy();
    expect(screen.getByText(/November 14, 2024/)).toBeTruthy();
    // Signed with the name the server gives, never the author's sign-in name.
    expect(screen.getByText(/By Wish Mandala editorial team/)).toBeTruthy();
    expect(screen.queryByText(/admin/)).toBeNull();
    expect(screen.getByRole("link", { name: "#цвет" }).getAttribute("href")).toBe("/tag/tsvet");
    expect(document.querySelector('img[src="/uploads/posts/abc.png"]')).not.toBeNull();
    expect(screen.getByText("world").tagName).toBe("STRONG");
    // A comment's markup is shown as text, in its own place on the page (`#comment-<id>` links it).
    const comment = screen.getByText('<img src=x onerror="alert(1)">');
    expect(comment.closest("li")?.id).toBe("comment-5");
    expect(screen.getByRole("link", { name: "sign in" }).getAttribute("href")).toBe(
      "/signin?redirect=%2Fpost%2Fkak",
    );
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("marks the post's own Russian words with lang=ru on an English page, and none on a Russian one", async () => {
    fakeGraphQL();
    const { unmount } = renderPost();
    const title = await screen.findByRole("heading", { level: 1, name: POST.title });
    expect(title.getAttribute("lang")).toBe("ru");
    expect(screen.getByText("world").closest("[lang]")?.getAttribute("lang")).toBe("ru");
    expect(screen.getByRole("link", { name: "#цвет" }).closest("[lang]")?.getAttribute("lang")).toBe("ru");
    expect(screen.getByRole("button", { name: "Like: 3" }).closest("[lang]")?.getAttribute("lang")).toBe(
      "en",
    );
    unmount();
    await i18n.changeLanguage("ru");
    renderPost();
    const russian = await screen.findByRole("heading", { level: 1, name: POST.title });
    expect(russian.getAttribute("lang")).toBeNull();
  });

  it("tells a signed-out visitor who taps like, in words, to sign in, with a link back to the post", async () => {
    const fetch = fakeGraphQL();
    renderPost();
    const like = await screen.findByRole("button", { name: "Like: 3" });
    expect(screen.queryByText("To like, please sign in to your account.")).toBeNull();
    await userEvent.click(like);
    expect(screen.getByRole("status").textContent).toBe("To like, please sign in to your account. Sign in");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/signin?redirect=%2Fpost%2Fkak",
    );
    expect(screen.getByRole("button", { name: "Like: 3" }).getAttribute("aria-pressed")).toBe("false");
    expect(sentQueries(fetch).some((body) => body.query.includes("updatePostLike"))).toBe(false);
  });

  it("gives the document the post's own title, description and picture", async () => {
    fakeGraphQL();
    renderPost();
    await screen.findByRole("heading", { level: 1, name: POST.title });
    await waitFor(() => expect(document.title).toBe(`${POST.title} — Wish Mandala`));
    const meta = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"]`);
    expect(meta("og:title")?.content).toBe(`${POST.title} — Wish Mandala`);
    expect(meta("og:description")?.content).toBe(POST.excerpt);
    expect(meta("og:image")?.content).toMatch(/\/uploads\/posts\/abc\.png$/);
  });

  it("toggles the like at once and sends the mutation for the signed-in user", async () => {
    signIn(40);
    const spy = fakeGraphQL();
    renderPost();
    const like = await screen.findByRole("button", { name: "Like: 3" });
    expect(like.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(like);
    expect(screen.getByRole("button", { name: "Like: 2" }).getAttribute("aria-pressed")).toBe("false");
    await waitFor(() =>
      expect(sentQueries(spy).find((body) => body.query.includes("updatePostLike"))?.variables).toEqual({
        postId: "7",
        userId: 40,
      }),
    );
  });

  it("toggles the comments with the comment-count button and shows the share popover's six links", async () => {
    fakeGraphQL();
    renderPost();
    const toggle = await screen.findByRole("button", { name: /Show or hide 1 comment/ });
    await userEvent.click(toggle);
    expect(screen.queryByText("reader")).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByText("reader")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(document.querySelectorAll("[data-network]")).toHaveLength(6);
  });

  it("sends a comment and shows it to its author marked as awaiting moderation; an empty one does nothing", async () => {
    signIn(40);
    const spy = fakeGraphQL({ ...POST, commentSet: [] });
    renderPost();
    const send = await screen.findByRole("button", { name: "Send" });
    await userEvent.click(send);
    expect(sentQueries(spy).some((body) => body.query.includes("createComment"))).toBe(false);
    await userEvent.type(screen.getByRole("textbox", { name: "Your comment" }), "Спасибо!");
    await userEvent.click(send);
    expect(
      await screen.findByText(
        "Your comment is sent. You see it marked “Awaiting moderation”; others will see it once it is approved.",
      ),
    ).toBeTruthy();
    const own = (await screen.findByText("Спасибо!")).closest("li") as HTMLElement;
    expect(own.textContent).toContain("Awaiting moderation");
    expect(own.querySelector("button")).toBeNull(); // no like before it is public
    expect(screen.queryByText(/Be the first/)).toBeNull();
    expect(sentQueries(spy).find((body) => body.query.includes("createComment"))?.variables).toEqual({
      content: "Спасибо!",
      userId: 40,
      postId: "7",
    });
  });
});
